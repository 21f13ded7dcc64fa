-- answer: no DISTINCT (dataset 1: Lily is 17 like Mia)
SELECT age FROM Class43 WHERE gender = 'F';
-- answer: hard-coded ages (dataset 1: May is 15)
SELECT DISTINCT age FROM Class43 WHERE age IN (17, 19, 21);
-- answer: extra condition age > 16 (dataset 1: May is 15)
SELECT DISTINCT age FROM Class43 WHERE gender = 'F' AND age > 16;
-- answer: hard-coded keys (dataset 1: May)
SELECT DISTINCT age FROM Class43 WHERE Stu_ID IN (2, 4, 6);
-- answer: sorted instead of made distinct (dataset 1: 17 twice)
SELECT age FROM Class43 WHERE gender = 'F' ORDER BY age;
