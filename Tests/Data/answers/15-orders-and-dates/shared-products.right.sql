-- answer: > 1
SELECT p.name FROM Product AS p JOIN Line AS l ON l.P_ID = p.P_ID JOIN Orders AS o ON o.O_ID = l.O_ID GROUP BY p.P_ID HAVING count(DISTINCT o.code) > 1 ORDER BY p.P_ID;
-- answer: a correlated count
SELECT name FROM Product AS p WHERE (SELECT count(DISTINCT o.code) FROM Line AS l JOIN Orders AS o ON o.O_ID = l.O_ID WHERE l.P_ID = p.P_ID) >= 2 ORDER BY P_ID;
-- answer: EXISTS of two customers
SELECT name FROM Product AS p WHERE EXISTS (SELECT 1 FROM Line AS a JOIN Orders AS x ON x.O_ID = a.O_ID JOIN Line AS b ON b.P_ID = a.P_ID JOIN Orders AS y ON y.O_ID = b.O_ID WHERE a.P_ID = p.P_ID AND x.code < y.code) ORDER BY P_ID;
