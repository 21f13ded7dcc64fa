-- kind=ok
SELECT O_ID, days FROM (SELECT O_ID, julianday(shipped) - julianday(placed) AS days FROM Orders) WHERE days > 2 ORDER BY 1;
