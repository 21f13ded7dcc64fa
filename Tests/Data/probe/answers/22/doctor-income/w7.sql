-- kind=wrong clause=JOIN|WHERE class=status-constant
SELECT d.name, coalesce(sum(v.charge), 0) AS income FROM Doctor AS d LEFT JOIN Visit AS v ON v.D_ID = d.D_ID AND v.status <> 'missed' GROUP BY d.D_ID ORDER BY income DESC, d.D_ID;
