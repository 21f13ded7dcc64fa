-- kind=ok
SELECT p.name, total(v.charge) / count(v.charge) AS average FROM Patient AS p JOIN Visit AS v ON v.P_ID = p.P_ID AND v.status = 'done' GROUP BY p.P_ID HAVING total(v.charge) > 60 * count(v.charge) ORDER BY p.P_ID;
