-- answer: a correlated subquery
SELECT name, (SELECT total(l.qty * p.price) FROM Orders AS o JOIN Line AS l ON l.O_ID = o.O_ID JOIN Product AS p ON p.P_ID = l.P_ID WHERE o.code = Customer.code) AS spent FROM Customer ORDER BY code;
-- answer: ifnull and the join written the other way
SELECT c.name, ifnull(sum(p.price * l.qty), 0) AS spent FROM Customer AS c LEFT JOIN (Orders AS o JOIN Line AS l ON l.O_ID = o.O_ID JOIN Product AS p ON p.P_ID = l.P_ID) ON o.code = c.code GROUP BY c.code ORDER BY c.code;
-- answer: a subquery in FROM
SELECT c.name, coalesce(s.v, 0) AS spent FROM Customer AS c LEFT JOIN (SELECT o.code, sum(l.qty * p.price) AS v FROM Orders AS o JOIN Line AS l ON l.O_ID = o.O_ID JOIN Product AS p ON p.P_ID = l.P_ID GROUP BY o.code) AS s ON s.code = c.code ORDER BY c.code;
