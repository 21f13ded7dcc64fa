-- kind=wrong clause=ORDER_BY class=tie-breaker-name
SELECT d.name, coalesce(sum(v.charge), 0) AS income FROM Doctor AS d LEFT JOIN Visit AS v ON v.D_ID = d.D_ID AND v.status = 'done' GROUP BY d.D_ID ORDER BY income DESC, d.name;
