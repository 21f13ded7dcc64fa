-- answer: date()
SELECT O_ID, CASE WHEN shipped IS NULL THEN 'open' WHEN shipped <= date(placed, '+2 days') THEN 'fast' ELSE 'slow' END AS speed FROM Orders ORDER BY O_ID;
-- answer: the NULL case last
SELECT O_ID, CASE WHEN julianday(shipped) <= julianday(placed) + 2 THEN 'fast' WHEN shipped IS NOT NULL THEN 'slow' ELSE 'open' END AS speed FROM Orders ORDER BY O_ID;
-- answer: iif
SELECT O_ID, iif(shipped IS NULL, 'open', iif(julianday(shipped) - julianday(placed) > 2, 'slow', 'fast')) AS speed FROM Orders ORDER BY O_ID;
