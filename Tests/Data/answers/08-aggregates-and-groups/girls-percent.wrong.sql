-- answer: integer arithmetic, whole by luck today (dataset 1: 54 instead of 54.55)
SELECT 100 * sum(gender = 'F') / count(*) FROM Class43;
-- answer: hard-coded (dataset 1)
SELECT 50.0;
-- answer: divides by today's class size (dataset 1: eleven students)
SELECT 100.0 * (SELECT count(*) FROM Class43 WHERE gender = 'F') / 10;
-- answer: rounded, whole by luck today (dataset 1: 55.0 instead of 54.55)
SELECT round(100.0 * sum(gender = 'F') / count(*)) FROM Class43;
-- answer: counts only today's keys (dataset 1: student 11)
SELECT 100.0 * sum(gender = 'F') / count(*) FROM Class43 WHERE Stu_ID <= 10;
