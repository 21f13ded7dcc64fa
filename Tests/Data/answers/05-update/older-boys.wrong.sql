-- answer: hard-coded keys of today's boys (dataset 1: David)
UPDATE Class43 SET age = age + 1 WHERE Stu_ID IN (1, 3, 5, 7);
-- answer: extra condition on the age (dataset 1: David is 25)
UPDATE Class43 SET age = age + 1 WHERE gender = 'M' AND age < 22;
-- answer: extra condition on the key (dataset 1: David is number 8)
UPDATE Class43 SET age = age + 1 WHERE gender = 'M' AND Stu_ID < 8;
-- answer: "everyone but today's girls" (dataset 1: Lily gets older too)
UPDATE Class43 SET age = age + 1 WHERE name NOT IN ('Mia', '小红', 'Amy O''Brien');
-- answer: new ages typed in one by one (dataset 2: Dan is 30 there)
UPDATE Class43 SET age = 20 WHERE Stu_ID = 1;
UPDATE Class43 SET age = 22 WHERE Stu_ID = 3;
UPDATE Class43 SET age = 19 WHERE Stu_ID = 5;
UPDATE Class43 SET age = 18 WHERE Stu_ID = 7;
