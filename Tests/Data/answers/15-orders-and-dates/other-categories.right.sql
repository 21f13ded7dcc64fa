-- answer: NOT IN without the NULLs
SELECT name FROM Product WHERE category IS NOT NULL AND category NOT IN (SELECT q.category FROM Orders AS o JOIN Line AS l ON l.O_ID = o.O_ID JOIN Product AS q ON q.P_ID = l.P_ID WHERE o.code = 'bob' AND q.category IS NOT NULL) ORDER BY P_ID;
-- answer: IN with a subquery of subqueries
SELECT name FROM Product WHERE category IS NOT NULL AND category NOT IN (SELECT category FROM Product WHERE category IS NOT NULL AND P_ID IN (SELECT P_ID FROM Line WHERE O_ID IN (SELECT O_ID FROM Orders WHERE code = 'bob'))) ORDER BY P_ID;
-- answer: EXCEPT
SELECT name FROM Product WHERE category IN (SELECT category FROM Product EXCEPT SELECT q.category FROM Orders AS o JOIN Line AS l ON l.O_ID = o.O_ID JOIN Product AS q ON q.P_ID = l.P_ID WHERE o.code = 'bob') ORDER BY P_ID;
