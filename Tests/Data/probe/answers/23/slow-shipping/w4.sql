-- kind=wrong clause=WHERE class=constants
SELECT O_ID, julianday(shipped) - julianday(placed) AS days FROM Orders WHERE julianday(shipped) - julianday(placed) = 3 ORDER BY O_ID;
