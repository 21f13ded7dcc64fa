-- kind=ok
SELECT d.name, total(CASE WHEN v.status = 'done' THEN v.charge END) AS income FROM Doctor AS d LEFT JOIN Visit AS v ON v.D_ID = d.D_ID GROUP BY d.D_ID ORDER BY income DESC, d.D_ID;
