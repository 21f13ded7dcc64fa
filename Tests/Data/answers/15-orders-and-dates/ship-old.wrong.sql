-- answer: [WHERE] the order's key written out (generated datasets)
UPDATE Orders SET shipped = '2024-04-01' WHERE O_ID = 2;
-- answer: [WHERE] the customer instead of the date (generated datasets)
UPDATE Orders SET shipped = '2024-04-01' WHERE shipped IS NULL AND code = 'bob';
-- answer: [WHERE] before March instead of before February (generated datasets)
UPDATE Orders SET shipped = '2024-04-01' WHERE shipped IS NULL AND placed < '2024-03-01';
-- answer: [WHERE] January of any year (generated datasets)
UPDATE Orders SET shipped = '2024-04-01' WHERE shipped IS NULL AND strftime('%m', placed) = '01';
-- answer: [SET] a date computed from the day placed (generated datasets)
UPDATE Orders SET shipped = date(placed, '+72 days') WHERE shipped IS NULL AND placed < '2024-02-01';
