-- kind=wrong clause=HAVING class=aggregate
SELECT p.name, avg(v.charge) AS average FROM Patient AS p JOIN Visit AS v ON v.P_ID = p.P_ID WHERE v.status = 'done' GROUP BY p.P_ID HAVING max(v.charge) > 60 ORDER BY p.P_ID;
