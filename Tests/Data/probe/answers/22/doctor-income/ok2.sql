-- kind=ok
SELECT d.name, coalesce(s, 0) AS income FROM Doctor AS d LEFT JOIN (SELECT D_ID, sum(charge) AS s FROM Visit WHERE status = 'done' GROUP BY D_ID) AS t ON t.D_ID = d.D_ID ORDER BY income DESC, d.D_ID;
