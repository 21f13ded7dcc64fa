-- answer: [GROUP BY] grouped by the day placed: two orders of one day merge (generated datasets)
SELECT o.O_ID, sum(l.qty * p.price) AS total FROM Orders AS o JOIN Line AS l ON l.O_ID = o.O_ID JOIN Product AS p ON p.P_ID = l.P_ID GROUP BY o.placed ORDER BY o.O_ID;
-- answer: [WHERE] lines with the highest discount left out (generated datasets)
SELECT o.O_ID, sum(l.qty * p.price) AS total FROM Orders AS o JOIN Line AS l ON l.O_ID = o.O_ID JOIN Product AS p ON p.P_ID = l.P_ID WHERE l.discount IS NULL OR l.discount < 50 GROUP BY o.O_ID ORDER BY o.O_ID;
-- answer: [ORDER BY] in order of the day placed (generated datasets)
SELECT o.O_ID, sum(l.qty * p.price) AS total FROM Orders AS o JOIN Line AS l ON l.O_ID = o.O_ID JOIN Product AS p ON p.P_ID = l.P_ID GROUP BY o.O_ID ORDER BY o.placed;
-- answer: [SELECT] sum of distinct line values: two equal lines count once (generated datasets)
SELECT o.O_ID, sum(DISTINCT l.qty * p.price) AS total FROM Orders AS o JOIN Line AS l ON l.O_ID = o.O_ID JOIN Product AS p ON p.P_ID = l.P_ID GROUP BY o.O_ID ORDER BY o.O_ID;
-- answer: [WHERE] only products that cost less than 200 (generated datasets)
SELECT o.O_ID, sum(l.qty * p.price) AS total FROM Orders AS o JOIN Line AS l ON l.O_ID = o.O_ID JOIN Product AS p ON p.P_ID = l.P_ID WHERE p.price < 200 GROUP BY o.O_ID ORDER BY o.O_ID;
