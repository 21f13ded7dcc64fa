-- answer: conditions in the other order
SELECT number, name, age FROM Student WHERE age = 18 AND name = 'Dan';
-- answer: IN lists
SELECT number, name, age FROM Student WHERE name IN ('Dan') AND age IN (18);
-- answer: a row value
SELECT number, name, age FROM Student WHERE (name, age) = ('Dan', 18);
