-- answer: IN and a join
SELECT DISTINCT c.code FROM Customer AS c JOIN Orders AS o ON o.code = c.code JOIN Line AS l ON l.O_ID = o.O_ID JOIN Product AS p ON p.P_ID = l.P_ID WHERE c.joined < '2022-01-01' AND p.price * l.qty > 50 ORDER BY c.code;
-- answer: strftime of the year
SELECT code FROM Customer AS c WHERE strftime('%Y', joined) < '2022' AND code IN (SELECT o.code FROM Orders AS o JOIN Line AS l ON l.O_ID = o.O_ID JOIN Product AS p ON p.P_ID = l.P_ID WHERE l.qty * p.price > 50) ORDER BY code;
-- answer: <= the last day of 2021
SELECT code FROM Customer AS c WHERE joined <= '2021-12-31' AND EXISTS (SELECT 1 FROM Line AS l JOIN Product AS p ON p.P_ID = l.P_ID WHERE l.O_ID IN (SELECT O_ID FROM Orders WHERE code = c.code) AND 50 < l.qty * p.price) ORDER BY 1;
