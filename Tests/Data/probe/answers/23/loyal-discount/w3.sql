-- kind=wrong clause=WHERE class=max-per-group
UPDATE Item SET discount = 0.2 WHERE O_ID IN (SELECT max(O_ID) FROM Orders GROUP BY cust HAVING count(*) >= 2) AND O_ID IN (SELECT O_ID FROM Orders WHERE shipped IS NULL);
