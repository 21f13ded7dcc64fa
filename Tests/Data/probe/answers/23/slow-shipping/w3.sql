-- kind=wrong clause=WHERE class=constants
SELECT O_ID, julianday(shipped) - julianday(placed) AS days FROM Orders WHERE O_ID IN (1, 4, 6) ORDER BY O_ID;
