-- answer: no parentheses, so AND binds first and any 19-year-old boy slips in (dataset 1: 大伟)
SELECT name FROM Class43 WHERE gender = '女' AND age = 17 OR age = 19;
-- answer: "not a boy" instead of "a girl" (dataset 1: Tom has the default gender M)
SELECT name FROM Class43 WHERE age IN (17, 19) AND gender <> '男';
-- answer: BETWEEN also takes 18 (dataset 1: 小美)
SELECT name FROM Class43 WHERE gender = '女' AND age BETWEEN 17 AND 19;
-- answer: hard-coded names (dataset 1: 小丽)
SELECT name FROM Class43 WHERE name IN ('萌神', '小红');
-- answer: extra condition on the key (dataset 1: 小丽 is number 10)
SELECT name FROM Class43 WHERE gender = '女' AND (age = 17 OR age = 19) AND Stu_ID < 6;
-- answer: a range written with two comparisons, also takes 18 (dataset 1: 小美)
SELECT name FROM Class43 WHERE gender = '女' AND age > 16 AND age < 20;
