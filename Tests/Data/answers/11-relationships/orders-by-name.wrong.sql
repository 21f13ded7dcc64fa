-- answer: hard-coded customer key (dataset 1: a second Mike, number 4)
SELECT O_ID, item, amount FROM Orders WHERE C_ID = 1;
-- answer: a scalar subquery takes only the first Mike (dataset 1)
SELECT O_ID, item, amount FROM Orders WHERE C_ID = (SELECT C_ID FROM Customer WHERE name = 'Mike');
-- answer: today's items (dataset 1: May also bought a schoolbag; Mike's ruler is missing)
SELECT O_ID, item, amount FROM Orders WHERE item IN ('diary', 'schoolbag', 'eraser');
-- answer: by city instead of name (dataset 1: the second Mike lives in Guangzhou)
SELECT o.O_ID, o.item, o.amount FROM Orders AS o JOIN Customer AS c ON o.C_ID = c.C_ID WHERE c.city = 'Beijing';
-- answer: hard-coded order ids (dataset 1)
SELECT O_ID, item, amount FROM Orders WHERE O_ID IN (1, 3, 5);
