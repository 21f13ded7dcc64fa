-- kind=ok
DELETE FROM Item WHERE EXISTS (SELECT 1 FROM Orders AS o JOIN Customer AS c ON c.cust = o.cust WHERE o.O_ID = Item.O_ID AND (c.country = 'IN' OR c.country = 'US') AND o.shipped IS NULL);
