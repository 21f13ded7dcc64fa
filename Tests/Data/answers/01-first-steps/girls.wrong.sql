-- answer: "neither 男 nor M" instead of "女" (dataset 1: Ann's gender is F)
SELECT * FROM Class43 WHERE gender <> '男' AND gender <> 'M';
-- answer: hard-coded keys (dataset 1: 小丽)
SELECT * FROM Class43 WHERE Stu_ID IN (3, 5, 6);
-- answer: hard-coded names (dataset 1: 小丽)
SELECT * FROM Class43 WHERE name IN ('萌神', '小红', 'Amy O''Brien');
-- answer: extra condition on the age (dataset 1: 小丽 is 21)
SELECT * FROM Class43 WHERE gender = '女' AND age < 20;
-- answer: a key range that fits today's girls (dataset 1: 小丽 is number 7)
SELECT * FROM Class43 WHERE gender = '女' AND Stu_ID BETWEEN 3 AND 6;
