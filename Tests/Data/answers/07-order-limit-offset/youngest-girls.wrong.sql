-- answer: no tie-breaker (dataset 1: with an index on gender, age, name, Ella comes before Mia)
SELECT name, age FROM Class43 WHERE gender = 'F' ORDER BY age LIMIT 2;
-- answer: an age filter instead of LIMIT 2 (dataset 1: three girls under 19)
SELECT name, age FROM Class43 WHERE gender = 'F' AND age < 19 ORDER BY age, Stu_ID;
-- answer: hard-coded keys (dataset 1: Ella)
SELECT name, age FROM Class43 WHERE Stu_ID IN (2, 8) ORDER BY age, Stu_ID;
-- answer: extra condition on the age (dataset 2: Mia is 19 there)
SELECT name, age FROM Class43 WHERE gender = 'F' AND age <= 18 ORDER BY age, Stu_ID LIMIT 2;
-- answer: ties broken by name, not Stu_ID (dataset 1: Ella and Mia are both 17)
SELECT name, age FROM Class43 WHERE gender = 'F' ORDER BY age, name LIMIT 2;
