-- answer: LIKE
SELECT O_ID FROM Orders WHERE placed LIKE '2024-03-%' ORDER BY O_ID;
-- answer: strftime of year and month
SELECT O_ID FROM Orders WHERE strftime('%Y-%m', placed) = '2024-03' ORDER BY O_ID;
-- answer: BETWEEN to the 31st
SELECT O_ID FROM Orders WHERE placed BETWEEN '2024-03-01' AND '2024-03-31' ORDER BY O_ID;
-- answer: substr
SELECT O_ID FROM Orders WHERE substr(placed, 1, 7) = '2024-03' ORDER BY 1;
