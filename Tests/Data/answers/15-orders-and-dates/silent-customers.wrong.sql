-- answer: [WHERE] customers who joined in 2023 or later (generated datasets)
SELECT name FROM Customer AS c WHERE c.joined > '2023-01-01' ORDER BY c.code;
-- answer: [WHERE] an extra condition on the city (generated datasets)
SELECT name FROM Customer AS c WHERE c.city = 'Leeds' AND NOT EXISTS (SELECT 1 FROM Orders AS o WHERE o.code = c.code) ORDER BY c.code;
-- answer: [WHERE] only orders of 2024 count (generated datasets)
SELECT name FROM Customer AS c WHERE NOT EXISTS (SELECT 1 FROM Orders AS o WHERE o.code = c.code AND o.placed >= '2024-01-01') ORDER BY c.code;
-- answer: [WHERE] an order without lines is not counted (generated datasets)
SELECT name FROM Customer AS c WHERE NOT EXISTS (SELECT 1 FROM Orders AS o JOIN Line AS l ON l.O_ID = o.O_ID WHERE o.code = c.code) ORDER BY c.code;
-- answer: [ORDER BY] in order of name (generated datasets)
SELECT name FROM Customer AS c WHERE NOT EXISTS (SELECT 1 FROM Orders AS o WHERE o.code = c.code) ORDER BY c.name;
