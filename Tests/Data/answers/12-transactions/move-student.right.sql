-- answer: BEGIN TRANSACTION ... END TRANSACTION, columns named
BEGIN TRANSACTION;
INSERT INTO ClassB (Stu_ID, name, gender, age) SELECT Stu_ID, name, gender, age FROM Class43 WHERE Stu_ID = 3;
DELETE FROM Class43 WHERE Stu_ID = 3;
END TRANSACTION;
-- answer: BEGIN IMMEDIATE, rowid
BEGIN IMMEDIATE;
INSERT INTO ClassB SELECT * FROM Class43 WHERE rowid = 3;
DELETE FROM Class43 WHERE rowid = 3;
COMMIT;
-- answer: the delete chooses the row that was just copied
BEGIN;
INSERT INTO ClassB SELECT * FROM Class43 WHERE Stu_ID = 3;
DELETE FROM Class43 WHERE Stu_ID IN (SELECT Stu_ID FROM ClassB WHERE Stu_ID = 3);
COMMIT;
