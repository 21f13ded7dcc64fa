-- answer: the average of a 0/1 comparison is the share
SELECT avg(gender = '女') * 100 FROM Class43;
-- answer: CASE inside count
SELECT 100.0 * count(CASE WHEN gender = '女' THEN 1 END) / count(*) FROM Class43;
-- answer: CAST to REAL first
SELECT CAST(sum(gender = '女') AS REAL) * 100 / count(*) FROM Class43;
