-- answer: counts different ages, not students (dataset 1: 小丽, 17, shares 萌神's age)
SELECT gender, count(DISTINCT age) FROM Class43 GROUP BY gender;
-- answer: counts different names, not students (dataset 1: a second 小丽 and a second 大伟)
SELECT gender, count(DISTINCT name) FROM Class43 GROUP BY gender;
-- answer: only the genders seen today (dataset 1: Tom has the default gender M)
SELECT gender, count(*) FROM Class43 WHERE gender IN ('男', '女') GROUP BY gender;
-- answer: drops a group of one (dataset 1: Tom is alone in his group)
SELECT gender, count(*) FROM Class43 GROUP BY gender HAVING count(*) > 1;
-- answer: hard-coded count (dataset 1)
SELECT gender, 5 FROM Class43 GROUP BY gender;
