-- answer: 1 + age, IN list
UPDATE Class43 SET age = 1 + age WHERE gender IN ('M');
-- answer: the rows chosen by a subquery
UPDATE Class43 SET age = age + 1 WHERE Stu_ID IN (SELECT Stu_ID FROM Class43 WHERE gender = 'M');
-- answer: a double negative
UPDATE Class43 SET age = age + 1 WHERE NOT gender <> 'M';
