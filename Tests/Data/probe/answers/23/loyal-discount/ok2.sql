-- kind=ok
UPDATE Item SET discount = 0.2 WHERE O_ID IN (SELECT o.O_ID FROM Orders AS o JOIN Orders AS x ON x.cust = o.cust AND x.O_ID <> o.O_ID WHERE o.shipped IS NULL);
