-- answer: grouped by the line's order key
SELECT l.O_ID, sum(l.qty * p.price) AS total FROM Line AS l JOIN Product AS p ON p.P_ID = l.P_ID GROUP BY l.O_ID ORDER BY l.O_ID;
-- answer: a correlated subquery
SELECT o.O_ID, (SELECT sum(l.qty * p.price) FROM Line AS l JOIN Product AS p ON p.P_ID = l.P_ID WHERE l.O_ID = o.O_ID) AS total FROM Orders AS o WHERE EXISTS (SELECT 1 FROM Line WHERE Line.O_ID = o.O_ID) ORDER BY 1;
-- answer: total() and the price first
SELECT o.O_ID, total(p.price * l.qty) AS total FROM Product AS p JOIN Line AS l ON p.P_ID = l.P_ID JOIN Orders AS o ON o.O_ID = l.O_ID GROUP BY o.O_ID ORDER BY o.O_ID;
