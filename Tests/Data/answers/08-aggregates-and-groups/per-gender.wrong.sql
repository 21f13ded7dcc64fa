-- answer: counts different ages, not students (dataset 1: Lily, 17, shares Mia's age)
SELECT gender, count(DISTINCT age) FROM Class43 GROUP BY gender;
-- answer: counts different names, not students (dataset 1: a second Lily and a second David)
SELECT gender, count(DISTINCT name) FROM Class43 GROUP BY gender;
-- answer: hard-coded count (dataset 1)
SELECT gender, 5 FROM Class43 GROUP BY gender;
-- answer: counts only today's keys (dataset 1: students 11 and 12)
SELECT gender, count(*) FROM Class43 WHERE Stu_ID <= 10 GROUP BY gender;
-- answer: a key range that fits today's students (dataset 1: Tom is number 13)
SELECT gender, count(*) FROM Class43 WHERE Stu_ID BETWEEN 1 AND 12 GROUP BY gender;
-- answer: only the genders seen today (dataset 1: Sam's gender is X)
SELECT gender, count(*) FROM Class43 WHERE gender IN ('M', 'F') GROUP BY gender;
-- answer: drops a group of one (dataset 1: Sam is alone in his group)
SELECT gender, count(*) FROM Class43 GROUP BY gender HAVING count(*) > 1;
