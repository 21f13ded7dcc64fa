-- answer: his row typed in by hand (dataset 1: his age is 21 there)
BEGIN;
INSERT INTO ClassB VALUES (3, 'Jack', 'M', 20);
DELETE FROM Class43 WHERE Stu_ID = 3;
COMMIT;
-- answer: chosen by name (dataset 2: a second Jack moves too)
BEGIN;
INSERT INTO ClassB SELECT * FROM Class43 WHERE name = 'Jack';
DELETE FROM Class43 WHERE name = 'Jack';
COMMIT;
-- answer: deleted by age (dataset 2: the other Jack is 20 and is deleted without being moved)
BEGIN;
INSERT INTO ClassB SELECT * FROM Class43 WHERE Stu_ID = 3;
DELETE FROM Class43 WHERE age = 20;
COMMIT;
-- answer: copied by age (dataset 1: at 21 nobody is copied, but he is deleted)
BEGIN;
INSERT INTO ClassB SELECT * FROM Class43 WHERE age = 20;
DELETE FROM Class43 WHERE Stu_ID = 3;
COMMIT;
-- answer: deletes everyone whose number is in ClassB (dataset 3: May has number 11, like David)
BEGIN;
INSERT INTO ClassB SELECT * FROM Class43 WHERE Stu_ID = 3;
DELETE FROM Class43 WHERE Stu_ID IN (SELECT Stu_ID FROM ClassB);
COMMIT;
