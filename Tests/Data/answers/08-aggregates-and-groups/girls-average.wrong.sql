-- answer: integer division drops the fraction (dataset 1: 18 instead of 18.83)
SELECT sum(age) / count(*) FROM Class43 WHERE gender = 'F';
-- answer: divides by today's number of girls (dataset 1: six girls)
SELECT sum(age) / 5 FROM Class43 WHERE gender = 'F';
-- answer: rounded, whole by luck today (dataset 1: 19.0 instead of 18.83)
SELECT round(avg(age)) FROM Class43 WHERE gender = 'F';
-- answer: the middle of the range, not the mean (dataset 1: 19.0 instead of 18.83)
SELECT (min(age) + max(age)) / 2.0 FROM Class43 WHERE gender = 'F';
-- answer: averages only today's keys (dataset 1: student 11)
SELECT avg(age) FROM Class43 WHERE gender = 'F' AND Stu_ID <= 10;
