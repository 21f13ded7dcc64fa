-- answer: LIKE
SELECT strftime('%Y-%m', placed) AS month, count(*) AS orders FROM Orders WHERE placed LIKE '2024%' GROUP BY 1 ORDER BY 1;
-- answer: substr
SELECT substr(placed, 1, 7) AS month, count(O_ID) AS orders FROM Orders WHERE substr(placed, 1, 4) = '2024' GROUP BY substr(placed, 1, 7) ORDER BY month;
-- answer: strftime of the year
SELECT strftime('%Y-%m', placed) AS month, count(*) AS orders FROM Orders WHERE strftime('%Y', placed) = '2024' GROUP BY strftime('%Y-%m', placed) ORDER BY 1;
