-- kind=wrong clause=WHERE class=not-in-complement
DELETE FROM Item WHERE O_ID IN (SELECT o.O_ID FROM Orders AS o WHERE o.shipped IS NULL AND o.cust NOT IN (SELECT cust FROM Customer WHERE country IN ('BR', 'NG', 'CN')));
