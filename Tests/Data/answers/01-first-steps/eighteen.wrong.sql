-- answer: hard-coded names (dataset 1: Tom is 18 too)
SELECT name FROM Class43 WHERE name IN ('Dan', '小红');
-- answer: hard-coded keys (dataset 1: Tom)
SELECT name FROM Class43 WHERE Stu_ID IN (2, 5);
-- answer: a range that only equals 18 for whole numbers (dataset 1: Greg is 18.5)
SELECT name FROM Class43 WHERE age > 17 AND age < 19;
-- answer: a text pattern on a number (dataset 1: 18.5 starts with 18)
SELECT name FROM Class43 WHERE age LIKE '18%';
-- answer: extra condition on the key (dataset 1: Tom is number 8)
SELECT name FROM Class43 WHERE age = 18 AND Stu_ID < 6;
