-- answer: GROUP BY instead of DISTINCT
SELECT age FROM Class43 WHERE gender = '女' GROUP BY age;
-- answer: alias and IN
SELECT DISTINCT c.age FROM Class43 AS c WHERE c.gender IN ('女');
-- answer: UNION removes duplicates too
SELECT age FROM Class43 WHERE gender = '女' UNION SELECT age FROM Class43 WHERE gender = '女';
