-- answer: GROUP BY instead of DISTINCT
SELECT age FROM Class43 WHERE gender = 'F' GROUP BY age;
-- answer: alias and IN
SELECT DISTINCT c.age FROM Class43 AS c WHERE c.gender IN ('F');
-- answer: UNION removes duplicates too
SELECT age FROM Class43 WHERE gender = 'F' UNION SELECT age FROM Class43 WHERE gender = 'F';
