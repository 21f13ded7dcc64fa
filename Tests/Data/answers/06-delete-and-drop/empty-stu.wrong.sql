-- answer: a condition true for today's ages only (dataset 2: a row with no age)
DELETE FROM stu WHERE age > 0;
-- answer: a condition true for today's numbers only (dataset 1: number 100)
DELETE FROM stu WHERE number < 100;
-- answer: skips a row without a name (dataset 2)
DELETE FROM stu WHERE name IS NOT NULL;
-- answer: a range that covers today's ages (dataset 1: 15 and 30)
DELETE FROM stu WHERE age BETWEEN 16 AND 20;
-- answer: rowids are usually positive, but not always (dataset 1: number -1)
DELETE FROM stu WHERE rowid > 0;
