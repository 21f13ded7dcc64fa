-- answer: [WHERE] every year (generated datasets)
SELECT strftime('%Y-%m', placed) AS month, count(*) AS orders FROM Orders GROUP BY month ORDER BY month;
-- answer: [WHERE] misses New Year's Day (generated datasets)
SELECT strftime('%Y-%m', placed) AS month, count(*) AS orders FROM Orders WHERE placed > '2024-01-01' AND placed < '2025-01-01' GROUP BY month ORDER BY month;
-- answer: [WHERE] misses New Year's Eve (generated datasets)
SELECT strftime('%Y-%m', placed) AS month, count(*) AS orders FROM Orders WHERE placed BETWEEN '2024-01-01' AND '2024-12-30' GROUP BY month ORDER BY month;
-- answer: [SELECT] counts customers, not orders (generated datasets)
SELECT strftime('%Y-%m', placed) AS month, count(DISTINCT code) AS orders FROM Orders WHERE placed >= '2024-01-01' AND placed < '2025-01-01' GROUP BY month ORDER BY month;
-- answer: [WHERE] only up to the first half of the year (generated datasets)
SELECT strftime('%Y-%m', placed) AS month, count(*) AS orders FROM Orders WHERE placed >= '2024-01-01' AND placed < '2024-07-01' GROUP BY month ORDER BY month;
