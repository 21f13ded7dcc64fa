-- answer: no tie-breaker: students of the same age come out in scan order (dataset 2: an index on age, name DESC puts ties in name order)
SELECT name, age FROM Class43 ORDER BY age DESC;
-- answer: a column number instead of a name, still no tie-breaker (dataset 2: an index on age, name DESC puts ties in name order)
SELECT name, age FROM Class43 ORDER BY 2 DESC;
-- answer: a LIMIT that happens to cover today's ten students (dataset 1: thirteen)
SELECT name, age FROM Class43 ORDER BY age DESC, Stu_ID LIMIT 10;
-- answer: extra condition on the age (dataset 1: Walt is 15)
SELECT name, age FROM Class43 WHERE age > 15 ORDER BY age DESC, Stu_ID;
-- answer: only today's keys (dataset 1: students 11 and 12)
SELECT name, age FROM Class43 WHERE Stu_ID <= 10 ORDER BY age DESC, Stu_ID;
