-- kind=ok
UPDATE Product SET stock = 10 WHERE stock < 5 AND EXISTS (SELECT 1 FROM Item AS i, Orders AS o WHERE i.sku = Product.sku AND o.O_ID = i.O_ID AND o.shipped IS NULL);
