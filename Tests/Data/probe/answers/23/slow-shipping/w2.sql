-- kind=wrong clause=WHERE|SELECT class=date-arith
SELECT O_ID, substr(shipped, 9, 2) - substr(placed, 9, 2) AS days FROM Orders WHERE substr(shipped, 9, 2) - substr(placed, 9, 2) > 2 ORDER BY O_ID;
