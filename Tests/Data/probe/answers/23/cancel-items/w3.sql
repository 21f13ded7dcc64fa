-- kind=wrong clause=WHERE class=constants
DELETE FROM Item WHERE O_ID IN (SELECT O_ID FROM Orders WHERE shipped IS NULL AND placed > '2024-06-10');
