-- answer: > 1 and count(O_ID)
SELECT code, count(O_ID) AS orders FROM Orders GROUP BY code HAVING count(O_ID) > 1 ORDER BY code;
-- answer: a subquery in FROM
SELECT code, n AS orders FROM (SELECT code, count(*) AS n FROM Orders GROUP BY code) WHERE n >= 2 ORDER BY code;
-- answer: a correlated count
SELECT c.code, (SELECT count(*) FROM Orders AS o WHERE o.code = c.code) AS orders FROM Customer AS c WHERE (SELECT count(*) FROM Orders AS o WHERE o.code = c.code) >= 2 ORDER BY c.code;
