-- answer: the average of a 0/1 comparison is the share
SELECT avg(gender = 'F') * 100 FROM Class43;
-- answer: CASE inside count
SELECT 100.0 * count(CASE WHEN gender = 'F' THEN 1 END) / count(*) FROM Class43;
-- answer: CAST to REAL first
SELECT CAST(sum(gender = 'F') AS REAL) * 100 / count(*) FROM Class43;
