-- kind=wrong clause=WHERE class=constants
UPDATE Product SET stock = 10 WHERE stock < 5 AND sku IN (SELECT sku FROM Item WHERE O_ID IN (3, 5));
