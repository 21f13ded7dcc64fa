-- kind=ok
UPDATE Product SET stock = max(stock, 10) WHERE stock < 5 AND sku IN (SELECT sku FROM Item WHERE O_ID NOT IN (SELECT O_ID FROM Orders WHERE shipped IS NOT NULL));
