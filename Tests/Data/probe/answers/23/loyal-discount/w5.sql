-- kind=wrong clause=WHERE class=constants
UPDATE Item SET discount = 0.2 WHERE O_ID IN (SELECT O_ID FROM Orders WHERE shipped IS NULL AND placed < '2024-06-10');
