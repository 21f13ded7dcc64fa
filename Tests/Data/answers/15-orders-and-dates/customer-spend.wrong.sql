-- answer: [GROUP BY] grouped by name: two customers of one name merge (generated datasets)
SELECT c.name, coalesce(sum(l.qty * p.price), 0) AS spent FROM Customer AS c LEFT JOIN Orders AS o ON o.code = c.code LEFT JOIN Line AS l ON l.O_ID = o.O_ID LEFT JOIN Product AS p ON p.P_ID = l.P_ID GROUP BY c.name ORDER BY c.code;
-- answer: [SELECT] sum of distinct line values (generated datasets)
SELECT c.name, coalesce(sum(DISTINCT l.qty * p.price), 0) AS spent FROM Customer AS c LEFT JOIN Orders AS o ON o.code = c.code LEFT JOIN Line AS l ON l.O_ID = o.O_ID LEFT JOIN Product AS p ON p.P_ID = l.P_ID GROUP BY c.code ORDER BY c.code;
-- answer: [ORDER BY] in order of name (generated datasets)
SELECT c.name, coalesce(sum(l.qty * p.price), 0) AS spent FROM Customer AS c LEFT JOIN Orders AS o ON o.code = c.code LEFT JOIN Line AS l ON l.O_ID = o.O_ID LEFT JOIN Product AS p ON p.P_ID = l.P_ID GROUP BY c.code ORDER BY c.name;
-- answer: [SELECT] the average line times the number of products (generated datasets)
SELECT c.name, coalesce(avg(l.qty * p.price) * count(DISTINCT l.P_ID), 0) AS spent FROM Customer AS c LEFT JOIN Orders AS o ON o.code = c.code LEFT JOIN Line AS l ON l.O_ID = o.O_ID LEFT JOIN Product AS p ON p.P_ID = l.P_ID GROUP BY c.code ORDER BY c.code;
-- answer: [JOIN] the lines joined to the customer's first order only (generated datasets)
SELECT c.name, coalesce(sum(l.qty * p.price), 0) AS spent FROM Customer AS c LEFT JOIN Orders AS o ON o.code = c.code AND o.placed >= '2024-01-01' LEFT JOIN Line AS l ON l.O_ID = o.O_ID LEFT JOIN Product AS p ON p.P_ID = l.P_ID GROUP BY c.code ORDER BY c.code;
