-- kind=ok
SELECT o.O_ID, o.cust, (SELECT total(qty * unit * (1 - ifnull(discount, 0))) FROM Item WHERE O_ID = o.O_ID) AS total FROM Orders AS o WHERE o.placed LIKE '2024-06-%' AND EXISTS (SELECT 1 FROM Item WHERE O_ID = o.O_ID) ORDER BY 3 DESC, 1;
