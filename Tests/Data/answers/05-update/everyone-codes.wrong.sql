-- answer: a condition true for today's ages only (dataset 1: Lily is 14)
UPDATE stu SET Hober = 'coding' WHERE age > 15;
-- answer: today's numbers only (dataset 1: Lily is number 7)
UPDATE stu SET Hober = 'coding' WHERE number <= 6;
-- answer: skips students without a recorded age (dataset 2: Newcomer)
UPDATE stu SET Hober = 'coding' WHERE age IS NOT NULL;
-- answer: a range that covers today's ages (dataset 1: 14)
UPDATE stu SET Hober = 'coding' WHERE age BETWEEN 16 AND 20;
-- answer: skips a student whose name is missing (dataset 2)
UPDATE stu SET Hober = 'coding' WHERE name <> '';
