-- answer: no DISTINCT (dataset 1: 小丽 is 17 like 萌神)
SELECT age FROM Class43 WHERE gender = '女';
-- answer: "not a boy" instead of "a girl" (dataset 1: Tom has the default gender M)
SELECT DISTINCT age FROM Class43 WHERE gender <> '男';
-- answer: hard-coded ages (dataset 1: 小美 is 15)
SELECT DISTINCT age FROM Class43 WHERE age IN (17, 19, 21);
-- answer: extra condition age > 16 (dataset 1: 小美 is 15)
SELECT DISTINCT age FROM Class43 WHERE gender = '女' AND age > 16;
-- answer: hard-coded keys (dataset 1: 小美)
SELECT DISTINCT age FROM Class43 WHERE Stu_ID IN (2, 4, 6);
-- answer: sorted instead of made distinct (dataset 1: 17 twice)
SELECT age FROM Class43 WHERE gender = '女' ORDER BY age;
