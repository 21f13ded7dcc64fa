-- kind=wrong clause=WHERE class=missing-filter
SELECT p.name, avg(v.charge) AS average FROM Patient AS p JOIN Visit AS v ON v.P_ID = p.P_ID GROUP BY p.P_ID HAVING avg(v.charge) > 60 ORDER BY p.P_ID;
