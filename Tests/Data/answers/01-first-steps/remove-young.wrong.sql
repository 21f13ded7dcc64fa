-- answer: <= 19 assumes whole-number ages (dataset 1: 小刚 is 19.5)
DELETE FROM Class43 WHERE age <= 19;
-- answer: exactly 19 (dataset 1: 阿杰 is 17)
DELETE FROM Class43 WHERE age = 19;
-- answer: hard-coded keys (dataset 1)
DELETE FROM Class43 WHERE Stu_ID IN (2, 5);
-- answer: hard-coded names (dataset 1)
DELETE FROM Class43 WHERE name IN ('栋哥', '小红');
-- answer: extra condition on gender (dataset 1: Tom has the default gender M)
DELETE FROM Class43 WHERE age < 20 AND gender <> 'M';
