-- exercise: a
SELECT 1;
-- exercise: b
SELECT 2;
