-- answer: the new age typed in (dataset 1: Mia is 25 there)
UPDATE Class43 SET age = 19 WHERE Stu_ID = 3;
-- answer: chosen by name (dataset 2: a second Mia)
UPDATE Class43 SET age = age + 1 WHERE name = 'Mia';
-- answer: chosen by age (dataset 2: the second Mia is 18 too)
UPDATE Class43 SET age = age + 1 WHERE age = 18;
-- answer: chosen by gender and age (dataset 2)
UPDATE Class43 SET age = age + 1 WHERE gender = 'F' AND age < 19;
-- answer: the whole row replaced with typed-in values (dataset 1)
INSERT OR REPLACE INTO Class43 VALUES (3, 'Mia', 'F', 19);
-- answer: extra condition on today's age (dataset 1: nothing changes)
UPDATE Class43 SET age = age + 1 WHERE Stu_ID = 3 AND age = 18;
