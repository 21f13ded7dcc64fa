-- kind=wrong clause=HAVING class=comparison
SELECT p.name, avg(v.charge) AS average FROM Patient AS p JOIN Visit AS v ON v.P_ID = p.P_ID WHERE v.status = 'done' GROUP BY p.P_ID HAVING avg(v.charge) >= 60 ORDER BY p.P_ID;
