-- kind=wrong clause=WHERE class=date-year
SELECT O_ID, julianday(shipped) - julianday(placed) AS days FROM Orders WHERE strftime('%j', shipped) - strftime('%j', placed) > 2 ORDER BY O_ID;
