-- kind=wrong clause=WHERE class=date-month
SELECT O_ID, julianday(shipped) - julianday(placed) AS days FROM Orders WHERE shipped > date(placed, '+2 days') AND strftime('%m', shipped) = strftime('%m', placed) ORDER BY O_ID;
