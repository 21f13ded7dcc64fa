-- kind=ok
UPDATE Item SET discount = 0.2 WHERE EXISTS (SELECT 1 FROM Orders AS o WHERE o.O_ID = Item.O_ID AND o.shipped IS NULL AND o.cust IN (SELECT cust FROM Orders GROUP BY cust HAVING count(*) > 1));
