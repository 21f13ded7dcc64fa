-- answer: [HAVING] counts lines, not customers (generated datasets)
SELECT p.name FROM Product AS p JOIN Line AS l ON l.P_ID = p.P_ID JOIN Orders AS o ON o.O_ID = l.O_ID GROUP BY p.P_ID HAVING count(*) >= 2 ORDER BY p.P_ID;
-- answer: [GROUP BY] grouped by name: two products of one name merge (generated datasets)
SELECT p.name FROM Product AS p JOIN Line AS l ON l.P_ID = p.P_ID JOIN Orders AS o ON o.O_ID = l.O_ID GROUP BY p.name HAVING count(DISTINCT o.code) >= 2 ORDER BY p.P_ID;
-- answer: [WHERE] lines with a big discount left out (generated datasets)
SELECT p.name FROM Product AS p JOIN Line AS l ON l.P_ID = p.P_ID JOIN Orders AS o ON o.O_ID = l.O_ID WHERE l.discount IS NULL OR l.discount < 30 GROUP BY p.P_ID HAVING count(DISTINCT o.code) >= 2 ORDER BY p.P_ID;
-- answer: [HAVING] counts orders, not customers (generated datasets)
SELECT p.name FROM Product AS p JOIN Line AS l ON l.P_ID = p.P_ID JOIN Orders AS o ON o.O_ID = l.O_ID GROUP BY p.P_ID HAVING count(DISTINCT o.O_ID) > 1 ORDER BY p.P_ID;
-- answer: [WHERE] only small quantities (generated datasets)
SELECT p.name FROM Product AS p JOIN Line AS l ON l.P_ID = p.P_ID JOIN Orders AS o ON o.O_ID = l.O_ID WHERE l.qty <= 10 GROUP BY p.P_ID HAVING count(DISTINCT o.code) >= 2 ORDER BY p.P_ID;
