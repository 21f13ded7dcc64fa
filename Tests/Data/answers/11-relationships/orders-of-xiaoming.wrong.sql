-- answer: hard-coded customer key (dataset 1: a second 小明, number 4)
SELECT O_ID, item, amount FROM Orders WHERE C_ID = 1;
-- answer: a scalar subquery takes only the first 小明 (dataset 1)
SELECT O_ID, item, amount FROM Orders WHERE C_ID = (SELECT C_ID FROM Customer WHERE name = '小明');
-- answer: today's items (dataset 1: 小美 also bought a 书包; 小明's 尺子 is missing)
SELECT O_ID, item, amount FROM Orders WHERE item IN ('笔记本', '书包', '橡皮');
-- answer: by city instead of name (dataset 1: the second 小明 lives in 广州)
SELECT o.O_ID, o.item, o.amount FROM Orders AS o JOIN Customer AS c ON o.C_ID = c.C_ID WHERE c.city = '北京';
-- answer: hard-coded order ids (dataset 1)
SELECT O_ID, item, amount FROM Orders WHERE O_ID IN (1, 3, 5);
