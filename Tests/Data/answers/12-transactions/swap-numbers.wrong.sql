-- answer: the rows' contents retyped instead of the numbers swapped (dataset 1: Dan is 19 there)
BEGIN;
UPDATE Class43 SET name = 'Mia', gender = 'F', age = 17 WHERE Stu_ID = 1;
UPDATE Class43 SET name = 'Dan', gender = 'M', age = 18 WHERE Stu_ID = 2;
COMMIT;
-- answer: parks the row on 100, a number a student can have (dataset 2: Lily is 100, the first UPDATE fails)
BEGIN;
UPDATE Class43 SET Stu_ID = 100 WHERE Stu_ID = 1;
UPDATE Class43 SET Stu_ID = 1 WHERE Stu_ID = 2;
UPDATE Class43 SET Stu_ID = 2 WHERE Stu_ID = 100;
COMMIT;
-- answer: chosen by name (dataset 3: a second Dan, so two rows want -1)
BEGIN;
UPDATE Class43 SET Stu_ID = -1 WHERE name = 'Dan';
UPDATE Class43 SET Stu_ID = 1 WHERE name = 'Mia';
UPDATE Class43 SET Stu_ID = 2 WHERE Stu_ID = -1;
COMMIT;
-- answer: CASE with every column retyped (dataset 1)
BEGIN;
UPDATE Class43 SET name = CASE Stu_ID WHEN 1 THEN 'Mia' ELSE 'Dan' END, gender = CASE Stu_ID WHEN 1 THEN 'F' ELSE 'M' END, age = CASE Stu_ID WHEN 1 THEN 17 ELSE 18 END WHERE Stu_ID IN (1, 2);
COMMIT;
-- answer: deleted and inserted again from memory (dataset 1)
BEGIN;
DELETE FROM Class43 WHERE Stu_ID IN (1, 2);
INSERT INTO Class43 VALUES (2, 'Dan', 'M', 18), (1, 'Mia', 'F', 17);
COMMIT;
