-- kind=wrong clause=WHERE class=correlated
UPDATE Item SET discount = 0.2 WHERE O_ID IN (SELECT o.O_ID FROM Orders AS o WHERE o.shipped IS NULL AND (SELECT count(*) FROM Orders AS x WHERE x.cust = o.cust AND x.shipped IS NOT NULL) >= 1);
