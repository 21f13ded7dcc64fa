-- kind=wrong clause=SELECT class=round
SELECT p.name, round(avg(v.charge), 1) AS average FROM Patient AS p JOIN Visit AS v ON v.P_ID = p.P_ID WHERE v.status = 'done' GROUP BY p.P_ID HAVING avg(v.charge) > 60 ORDER BY p.P_ID;
