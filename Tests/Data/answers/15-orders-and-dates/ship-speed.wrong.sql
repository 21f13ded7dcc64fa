-- answer: [SELECT] < 2 instead of <= 2 (generated datasets)
SELECT O_ID, CASE WHEN shipped IS NULL THEN 'open' WHEN julianday(shipped) - julianday(placed) < 2 THEN 'fast' ELSE 'slow' END AS speed FROM Orders ORDER BY O_ID;
-- answer: [SELECT] days of the month subtracted (generated datasets)
SELECT O_ID, CASE WHEN shipped IS NULL THEN 'open' WHEN strftime('%d', shipped) - strftime('%d', placed) <= 2 THEN 'fast' ELSE 'slow' END AS speed FROM Orders ORDER BY O_ID;
-- answer: [SELECT] only the next day is fast (generated datasets)
SELECT O_ID, CASE WHEN shipped IS NULL THEN 'open' WHEN shipped = date(placed, '+1 day') OR shipped = placed THEN 'fast' ELSE 'slow' END AS speed FROM Orders ORDER BY O_ID;
-- answer: [SELECT] five days counts as fast (generated datasets)
SELECT O_ID, CASE WHEN shipped IS NULL THEN 'open' WHEN julianday(shipped) - julianday(placed) <= 2 OR julianday(shipped) - julianday(placed) = 5 THEN 'fast' ELSE 'slow' END AS speed FROM Orders ORDER BY O_ID;
-- answer: [ORDER BY] in order of the day placed (generated datasets)
SELECT O_ID, CASE WHEN shipped IS NULL THEN 'open' WHEN julianday(shipped) - julianday(placed) <= 2 THEN 'fast' ELSE 'slow' END AS speed FROM Orders ORDER BY placed;
