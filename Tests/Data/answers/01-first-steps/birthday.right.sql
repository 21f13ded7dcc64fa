-- answer: rowid is the same column as Stu_ID
UPDATE Class43 SET age = age + 1 WHERE rowid = 3;
-- answer: 1 + age, IN list
UPDATE Class43 SET age = 1 + age WHERE Stu_ID IN (3);
-- answer: the old age read with a subquery
UPDATE Class43 SET age = (SELECT age FROM Class43 WHERE Stu_ID = 3) + 1 WHERE Stu_ID = 3;
