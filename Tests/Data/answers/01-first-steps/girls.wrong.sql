-- answer: hard-coded keys (dataset 1: Lily)
SELECT * FROM Class43 WHERE Stu_ID IN (3, 5, 6);
-- answer: hard-coded names (dataset 1: Lily)
SELECT * FROM Class43 WHERE name IN ('Mia', '小红', 'Amy O''Brien');
-- answer: extra condition on the age (dataset 1: Lily is 21)
SELECT * FROM Class43 WHERE gender = 'F' AND age < 20;
-- answer: a key range that fits today's girls (dataset 1: Lily is number 7)
SELECT * FROM Class43 WHERE gender = 'F' AND Stu_ID BETWEEN 3 AND 6;
-- answer: LIMIT fitted to today's number of girls (dataset 1: Lily and Ann make five)
SELECT * FROM Class43 WHERE gender = 'F' ORDER BY Stu_ID LIMIT 3;
