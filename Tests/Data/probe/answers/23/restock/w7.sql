-- kind=wrong clause=WHERE class=comparison-constant
UPDATE Product SET stock = 10 WHERE stock < 3 AND sku IN (SELECT i.sku FROM Item AS i JOIN Orders AS o ON o.O_ID = i.O_ID WHERE o.shipped IS NULL);
