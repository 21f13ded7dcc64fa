-- kind=wrong clause=WHERE|JOIN class=where-kills-left-join
SELECT d.name, coalesce(sum(v.charge), 0) AS income FROM Doctor AS d LEFT JOIN Visit AS v ON v.D_ID = d.D_ID WHERE v.status = 'done' GROUP BY d.D_ID ORDER BY income DESC, d.D_ID;
