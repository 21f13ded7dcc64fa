-- kind=wrong clause=SELECT class=coalesce
SELECT d.name, sum(v.charge) AS income FROM Doctor AS d LEFT JOIN Visit AS v ON v.D_ID = d.D_ID AND v.status = 'done' GROUP BY d.D_ID ORDER BY income DESC, d.D_ID;
