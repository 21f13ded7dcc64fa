-- answer: picks the page by today's ages (dataset 1: two new students shift the pages)
SELECT Stu_ID, name, age FROM Class43 WHERE age BETWEEN 18 AND 19 ORDER BY age, Stu_ID LIMIT 3;
-- answer: hard-coded keys (dataset 1)
SELECT Stu_ID, name, age FROM Class43 WHERE Stu_ID IN (1, 8, 4) ORDER BY age, Stu_ID;
-- answer: no tie-breaker (dataset 2: an index on age, name puts ties in name order)
SELECT Stu_ID, name, age FROM Class43 ORDER BY age LIMIT 3 OFFSET 3;
-- answer: extra condition on the age (dataset 1: Walt is 15)
SELECT Stu_ID, name, age FROM Class43 WHERE age > 15 ORDER BY age, Stu_ID LIMIT 3 OFFSET 3;
-- answer: "18 or older" instead of skipping three rows (dataset 1)
SELECT Stu_ID, name, age FROM Class43 WHERE age >= 18 ORDER BY age, Stu_ID LIMIT 3;
