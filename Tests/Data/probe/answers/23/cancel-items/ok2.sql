-- kind=ok
DELETE FROM Item WHERE O_ID IN (SELECT O_ID FROM Orders WHERE shipped IS NULL AND cust IN (SELECT cust FROM Customer WHERE country IN ('US', 'IN')));
