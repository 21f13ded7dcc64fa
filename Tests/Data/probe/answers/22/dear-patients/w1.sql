-- kind=wrong clause=SELECT|HAVING class=sum-over-count
SELECT p.name, sum(v.charge) / count(*) AS average FROM Patient AS p JOIN Visit AS v ON v.P_ID = p.P_ID WHERE v.status = 'done' GROUP BY p.P_ID HAVING sum(v.charge) / count(*) > 60 ORDER BY p.P_ID;
