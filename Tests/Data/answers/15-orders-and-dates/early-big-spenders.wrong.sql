-- answer: [WHERE] LIKE '2021%': only the year 2021 (generated datasets)
SELECT code FROM Customer AS c WHERE joined LIKE '2021%' AND EXISTS (SELECT 1 FROM Orders AS o JOIN Line AS l ON l.O_ID = o.O_ID JOIN Product AS p ON p.P_ID = l.P_ID WHERE o.code = c.code AND l.qty * p.price > 50) ORDER BY code;
-- answer: [WHERE] >= 50 instead of > 50 (generated datasets)
SELECT code FROM Customer AS c WHERE joined < '2022-01-01' AND EXISTS (SELECT 1 FROM Orders AS o JOIN Line AS l ON l.O_ID = o.O_ID JOIN Product AS p ON p.P_ID = l.P_ID WHERE o.code = c.code AND l.qty * p.price >= 50) ORDER BY code;
-- answer: [WHERE] the price alone (generated datasets)
SELECT code FROM Customer AS c WHERE joined < '2022-01-01' AND EXISTS (SELECT 1 FROM Orders AS o JOIN Line AS l ON l.O_ID = o.O_ID JOIN Product AS p ON p.P_ID = l.P_ID WHERE o.code = c.code AND p.price > 30) ORDER BY code;
-- answer: [WHERE] joined in 2021 or 2020 (generated datasets)
SELECT code FROM Customer AS c WHERE joined >= '2020-01-01' AND joined < '2022-01-01' AND EXISTS (SELECT 1 FROM Orders AS o JOIN Line AS l ON l.O_ID = o.O_ID JOIN Product AS p ON p.P_ID = l.P_ID WHERE o.code = c.code AND l.qty * p.price > 50) ORDER BY code;
-- answer: [WHERE] the order's total instead of one line (generated datasets)
SELECT code FROM Customer AS c WHERE joined < '2022-01-01' AND EXISTS (SELECT 1 FROM Orders AS o WHERE o.code = c.code AND (SELECT sum(l.qty * p.price) FROM Line AS l JOIN Product AS p ON p.P_ID = l.P_ID WHERE l.O_ID = o.O_ID) > 50) ORDER BY code;
