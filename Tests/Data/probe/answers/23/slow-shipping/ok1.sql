-- kind=ok
SELECT O_ID, julianday(shipped) - julianday(placed) AS days FROM Orders WHERE shipped > date(placed, '+2 days') ORDER BY O_ID;
