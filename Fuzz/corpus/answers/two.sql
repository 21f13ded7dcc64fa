-- exercise: a
SELECT 1;
-- exercise: b
SELECT * FROM t WHERE age >= 18 AND name IN ('a', 'b');
