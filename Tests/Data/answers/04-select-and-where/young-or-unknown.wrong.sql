-- answer: forgets the NULL ages (dataset 1: Newcomer)
SELECT name FROM stu WHERE age < 18;
-- answer: = NULL is never true (dataset 1: Newcomer)
SELECT name FROM stu WHERE age = NULL OR age < 18;
-- answer: <= 17 only works for whole numbers (dataset 1: Lily is 17.5)
SELECT name FROM stu WHERE age IS NULL OR age <= 17;
-- answer: NOT of an unknown is still unknown (dataset 1: Newcomer)
SELECT name FROM stu WHERE NOT age >= 18;
-- answer: hard-coded ages (dataset 1: NULL and 17.5)
SELECT name FROM stu WHERE age IN (16, 17);
-- answer: an unknown age treated as grown-up (dataset 1: Newcomer)
SELECT name FROM stu WHERE ifnull(age, 18) < 18;
