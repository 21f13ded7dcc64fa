-- answer: <= the 31st of January
UPDATE Orders SET shipped = '2024-04-01' WHERE placed <= '2024-01-31' AND shipped IS NULL;
-- answer: date()
UPDATE Orders SET shipped = date('2024-04-01') WHERE NOT (shipped IS NOT NULL OR placed >= '2024-02-01');
-- answer: a subquery of keys
UPDATE Orders SET shipped = '2024-04-01' WHERE O_ID IN (SELECT O_ID FROM Orders WHERE shipped IS NULL AND placed < '2024-02-01');
