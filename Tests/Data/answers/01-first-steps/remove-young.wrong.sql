-- answer: <= 19 assumes whole-number ages (dataset 1: Greg is 19.5)
DELETE FROM Class43 WHERE age <= 19;
-- answer: exactly 19 (dataset 1: Jay is 17)
DELETE FROM Class43 WHERE age = 19;
-- answer: hard-coded keys (dataset 1)
DELETE FROM Class43 WHERE Stu_ID IN (2, 5);
-- answer: hard-coded names (dataset 1)
DELETE FROM Class43 WHERE name IN ('Dan', '小红');
-- answer: extra condition on the key (dataset 1: Greg, Jay and Tom are numbers 7 to 9)
DELETE FROM Class43 WHERE age < 20 AND Stu_ID <= 6;
