-- answer: the rows' contents retyped instead of the numbers swapped (dataset 1: 栋哥 is 19 there)
BEGIN;
UPDATE Class43 SET name = '萌神', gender = '女', age = 17 WHERE Stu_ID = 1;
UPDATE Class43 SET name = '栋哥', gender = '男', age = 18 WHERE Stu_ID = 2;
COMMIT;
-- answer: parks the row on 100, a number a student can have (dataset 2: 小丽 is 100, the first UPDATE fails)
BEGIN;
UPDATE Class43 SET Stu_ID = 100 WHERE Stu_ID = 1;
UPDATE Class43 SET Stu_ID = 1 WHERE Stu_ID = 2;
UPDATE Class43 SET Stu_ID = 2 WHERE Stu_ID = 100;
COMMIT;
-- answer: chosen by name (dataset 3: a second 栋哥, so two rows want -1)
BEGIN;
UPDATE Class43 SET Stu_ID = -1 WHERE name = '栋哥';
UPDATE Class43 SET Stu_ID = 1 WHERE name = '萌神';
UPDATE Class43 SET Stu_ID = 2 WHERE Stu_ID = -1;
COMMIT;
-- answer: CASE with every column retyped (dataset 1)
BEGIN;
UPDATE Class43 SET name = CASE Stu_ID WHEN 1 THEN '萌神' ELSE '栋哥' END, gender = CASE Stu_ID WHEN 1 THEN '女' ELSE '男' END, age = CASE Stu_ID WHEN 1 THEN 17 ELSE 18 END WHERE Stu_ID IN (1, 2);
COMMIT;
-- answer: deleted and inserted again from memory (dataset 1)
BEGIN;
DELETE FROM Class43 WHERE Stu_ID IN (1, 2);
INSERT INTO Class43 VALUES (2, '栋哥', '男', 18), (1, '萌神', '女', 17);
COMMIT;
