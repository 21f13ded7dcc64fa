-- answer: != instead of <>
SELECT name, typeof(age) FROM Class43 WHERE typeof(age) != 'integer';
-- answer: NOT around an equality
SELECT name, typeof(age) FROM Class43 WHERE NOT typeof(age) = 'integer';
-- answer: every other class listed (age is NOT NULL, so 'null' cannot occur)
SELECT name, typeof(age) FROM Class43 WHERE typeof(age) IN ('real', 'text', 'blob');
-- answer: a value that is not its own integer cast (both sides have INTEGER affinity, no conversion)
SELECT name, typeof(age) FROM Class43 WHERE age <> CAST(age AS INTEGER);
