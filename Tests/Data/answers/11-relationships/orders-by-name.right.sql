-- answer: IN with a subquery
SELECT O_ID, item, amount FROM Orders WHERE C_ID IN (SELECT C_ID FROM Customer WHERE name = 'Mike');
-- answer: tables in the other order
SELECT o.O_ID, o.item, o.amount FROM Customer AS c JOIN Orders AS o ON c.C_ID = o.C_ID WHERE c.name = 'Mike';
-- answer: EXISTS
SELECT o.O_ID, o.item, o.amount FROM Orders o WHERE EXISTS (SELECT 1 FROM Customer c WHERE c.C_ID = o.C_ID AND c.name = 'Mike');
