-- answer: no tie-breaker (dataset 1: with an index on gender, age, name, 小雪 comes before 萌神)
SELECT name, age FROM Class43 WHERE gender = '女' ORDER BY age LIMIT 2;
-- answer: an age filter instead of LIMIT 2 (dataset 1: three girls under 19)
SELECT name, age FROM Class43 WHERE gender = '女' AND age < 19 ORDER BY age, Stu_ID;
-- answer: "not a boy" instead of "a girl" (dataset 2: Tom has the default gender M)
SELECT name, age FROM Class43 WHERE gender <> '男' ORDER BY age, Stu_ID LIMIT 2;
-- answer: hard-coded keys (dataset 1: 小雪)
SELECT name, age FROM Class43 WHERE Stu_ID IN (2, 8) ORDER BY age, Stu_ID;
-- answer: extra condition on the age (dataset 2: 萌神 is 19 there)
SELECT name, age FROM Class43 WHERE gender = '女' AND age <= 18 ORDER BY age, Stu_ID LIMIT 2;
-- answer: ties broken by name, not Stu_ID (dataset 1: 小雪 and 萌神 are both 17)
SELECT name, age FROM Class43 WHERE gender = '女' ORDER BY age, name LIMIT 2;
