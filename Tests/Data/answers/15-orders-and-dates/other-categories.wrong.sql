-- answer: [WHERE] NOT IN over a column with NULLs (generated datasets)
SELECT name FROM Product WHERE category NOT IN (SELECT q.category FROM Orders AS o JOIN Line AS l ON l.O_ID = o.O_ID JOIN Product AS q ON q.P_ID = l.P_ID WHERE o.code = 'bob') ORDER BY P_ID;
-- answer: [WHERE] the category written out (generated datasets)
SELECT name FROM Product WHERE category <> 'furniture' ORDER BY P_ID;
-- answer: [WHERE] the other category written out (generated datasets)
SELECT name FROM Product WHERE category = 'office' ORDER BY P_ID;
-- answer: [WHERE] bob's orders found by the customer's city (generated datasets)
SELECT name FROM Product AS p WHERE p.category IS NOT NULL AND NOT EXISTS (SELECT 1 FROM Orders AS o JOIN Customer AS c ON c.code = o.code JOIN Line AS l ON l.O_ID = o.O_ID JOIN Product AS q ON q.P_ID = l.P_ID WHERE c.city = 'York' AND o.placed NOT BETWEEN '2024-03-15' AND '2024-03-15' AND q.category = p.category) ORDER BY p.P_ID;
-- answer: [ORDER BY] in order of name (generated datasets)
SELECT name FROM Product AS p WHERE p.category IS NOT NULL AND NOT EXISTS (SELECT 1 FROM Orders AS o JOIN Line AS l ON l.O_ID = o.O_ID JOIN Product AS q ON q.P_ID = l.P_ID WHERE o.code = 'bob' AND q.category = p.category) ORDER BY p.name DESC;
