-- kind=wrong clause=GROUP_BY class=group-by-name
SELECT p.name, avg(v.charge) AS average FROM Patient AS p JOIN Visit AS v ON v.P_ID = p.P_ID WHERE v.status = 'done' GROUP BY p.name HAVING avg(v.charge) > 60 ORDER BY p.P_ID;
