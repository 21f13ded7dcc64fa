-- answer: rowid is the same column as number
UPDATE stu SET Hober = '游泳' WHERE rowid = 3;
-- answer: IN with one value
UPDATE stu SET Hober = '游泳' WHERE number IN (3);
-- answer: the text built with ||
UPDATE stu SET Hober = '游' || '泳' WHERE number BETWEEN 3 AND 3;
