-- kind=wrong clause=SET class=set-expression
UPDATE Product SET stock = stock + 8 WHERE stock < 5 AND sku IN (SELECT i.sku FROM Item AS i JOIN Orders AS o ON o.O_ID = i.O_ID WHERE o.shipped IS NULL);
