-- kind=wrong clause=JOIN|WHERE class=missing-filter
SELECT d.name, coalesce(sum(v.charge), 0) AS income FROM Doctor AS d LEFT JOIN Visit AS v ON v.D_ID = d.D_ID GROUP BY d.D_ID ORDER BY income DESC, d.D_ID;
