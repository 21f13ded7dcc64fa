-- answer: no parentheses, so AND binds first and any 19-year-old boy slips in (dataset 1: David)
SELECT name FROM Class43 WHERE gender = 'F' AND age = 17 OR age = 19;
-- answer: BETWEEN also takes 18 (dataset 1: May)
SELECT name FROM Class43 WHERE gender = 'F' AND age BETWEEN 17 AND 19;
-- answer: hard-coded names (dataset 1: Lily)
SELECT name FROM Class43 WHERE name IN ('Mia', '小红');
-- answer: extra condition on the key (dataset 1: Lily is number 10)
SELECT name FROM Class43 WHERE gender = 'F' AND (age = 17 OR age = 19) AND Stu_ID < 6;
-- answer: a range written with two comparisons, also takes 18 (dataset 1: May)
SELECT name FROM Class43 WHERE gender = 'F' AND age > 16 AND age < 20;
