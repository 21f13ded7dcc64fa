-- kind=wrong clause=WHERE class=constants
UPDATE Product SET stock = 10 WHERE stock < 5 AND sku IN (SELECT i.sku FROM Item AS i JOIN Orders AS o ON o.O_ID = i.O_ID WHERE o.shipped IS NULL AND i.qty = 1);
