-- answer: sum made REAL before dividing
SELECT sum(age) * 1.0 / count(*) FROM Class43 WHERE gender = 'F';
-- answer: total() is a REAL sum
SELECT total(age) / count(age) FROM Class43 WHERE gender = 'F';
-- answer: CAST of the count, IN list
SELECT sum(age) / CAST(count(*) AS REAL) FROM Class43 WHERE gender IN ('F');
