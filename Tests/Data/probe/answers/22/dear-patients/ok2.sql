-- kind=ok
SELECT name, average FROM (SELECT P_ID, avg(charge) AS average FROM Visit WHERE status = 'done' GROUP BY P_ID) AS a JOIN Patient USING (P_ID) WHERE average > 60 ORDER BY P_ID;
