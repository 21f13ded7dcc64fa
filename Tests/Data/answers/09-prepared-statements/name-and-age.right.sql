-- answer: conditions in the other order
SELECT number, name, age FROM Student WHERE age = 18 AND name = '栋哥';
-- answer: IN lists
SELECT number, name, age FROM Student WHERE name IN ('栋哥') AND age IN (18);
-- answer: a row value
SELECT number, name, age FROM Student WHERE (name, age) = ('栋哥', 18);
