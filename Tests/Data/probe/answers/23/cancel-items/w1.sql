-- kind=wrong clause=WHERE class=constants
DELETE FROM Item WHERE O_ID IN (SELECT o.O_ID FROM Orders AS o JOIN Customer AS c ON c.cust = o.cust WHERE c.country = 'IN' AND o.shipped IS NULL);
