-- kind=wrong clause=WHERE class=comparison
SELECT O_ID, julianday(shipped) - julianday(placed) AS days FROM Orders WHERE julianday(shipped) - julianday(placed) >= 2 ORDER BY O_ID;
