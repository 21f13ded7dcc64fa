-- kind=wrong clause=WHERE class=null
UPDATE Item SET discount = 0.2 WHERE discount = 0 AND O_ID IN (SELECT o.O_ID FROM Orders AS o WHERE o.shipped IS NULL AND (SELECT count(*) FROM Orders AS x WHERE x.cust = o.cust) >= 2);
