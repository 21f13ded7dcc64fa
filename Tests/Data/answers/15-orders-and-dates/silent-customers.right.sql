-- answer: NOT IN over a NOT NULL column
SELECT name FROM Customer WHERE code NOT IN (SELECT code FROM Orders) ORDER BY code;
-- answer: LEFT JOIN ... IS NULL
SELECT c.name FROM Customer AS c LEFT JOIN Orders AS o ON o.code = c.code WHERE o.O_ID IS NULL ORDER BY c.code;
-- answer: EXCEPT in a subquery
SELECT name FROM Customer WHERE code IN (SELECT code FROM Customer EXCEPT SELECT code FROM Orders) ORDER BY code;
