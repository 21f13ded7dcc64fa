-- answer: NOT IN the shipped ones
DELETE FROM Line WHERE O_ID NOT IN (SELECT O_ID FROM Orders WHERE shipped IS NOT NULL);
-- answer: EXISTS
DELETE FROM Line WHERE EXISTS (SELECT 1 FROM Orders AS o WHERE o.O_ID = Line.O_ID AND o.shipped IS NULL);
-- answer: a join in the subquery
DELETE FROM Line WHERE (O_ID, P_ID) IN (SELECT l.O_ID, l.P_ID FROM Line AS l JOIN Orders AS o ON o.O_ID = l.O_ID WHERE o.shipped IS NULL);
