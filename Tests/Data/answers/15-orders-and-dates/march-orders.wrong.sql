-- answer: [WHERE] misses the 31st (generated datasets)
SELECT O_ID FROM Orders WHERE placed >= '2024-03-01' AND placed < '2024-03-31' ORDER BY O_ID;
-- answer: [WHERE] misses the 1st (generated datasets)
SELECT O_ID FROM Orders WHERE placed > '2024-03-01' AND placed < '2024-04-01' ORDER BY O_ID;
-- answer: [WHERE] March of any year (generated datasets)
SELECT O_ID FROM Orders WHERE strftime('%m', placed) = '03' ORDER BY O_ID;
-- answer: [WHERE] no upper bound (generated datasets)
SELECT O_ID FROM Orders WHERE placed >= '2024-03-01' ORDER BY O_ID;
-- answer: [WHERE] BETWEEN up to the 30th (generated datasets)
SELECT O_ID FROM Orders WHERE placed BETWEEN '2024-03-01' AND '2024-03-30' ORDER BY O_ID;
