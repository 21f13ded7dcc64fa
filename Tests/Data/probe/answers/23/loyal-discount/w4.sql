-- kind=wrong clause=WHERE class=wrong-concept
UPDATE Item SET discount = 0.2 WHERE O_ID IN (SELECT O_ID FROM Orders WHERE shipped IS NULL AND cust IN (SELECT referred_by FROM Customer));
