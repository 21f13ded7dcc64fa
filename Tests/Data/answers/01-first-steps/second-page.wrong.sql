-- answer: no tie-breaker (dataset 2: an index on age, name puts 小红 before Dan)
SELECT * FROM Class43 ORDER BY age LIMIT 2 OFFSET 2;
-- answer: hard-coded keys (dataset 1: Jay shifts the pages)
SELECT * FROM Class43 WHERE Stu_ID IN (5, 1) ORDER BY age, Stu_ID;
-- answer: extra condition on the age (dataset 1: Jay is 16)
SELECT * FROM Class43 WHERE age > 17 ORDER BY age, Stu_ID LIMIT 2 OFFSET 2;
-- answer: a WHERE that skips today's first page, and a smaller offset (dataset 1)
SELECT * FROM Class43 WHERE age >= 19 ORDER BY age, Stu_ID LIMIT 2 OFFSET 1;
-- answer: picks the page by today's ages (dataset 1)
SELECT * FROM Class43 WHERE age BETWEEN 19 AND 20 ORDER BY age, Stu_ID LIMIT 2 OFFSET 1;
