-- answer: columns named, NOT <
BEGIN;
INSERT INTO Alumni (Stu_ID, name, gender, age) SELECT Stu_ID, name, gender, age FROM Class43 WHERE NOT age < 20;
DELETE FROM Class43 WHERE NOT age < 20;
COMMIT;
-- answer: the delete chooses by a subquery on the same condition
BEGIN;
INSERT INTO Alumni SELECT * FROM Class43 WHERE age >= 20;
DELETE FROM Class43 WHERE Stu_ID IN (SELECT Stu_ID FROM Class43 WHERE age >= 20);
COMMIT;
-- answer: 20 <= age, END TRANSACTION
BEGIN TRANSACTION;
INSERT INTO Alumni SELECT * FROM Class43 WHERE 20 <= age;
DELETE FROM Class43 WHERE 20 <= age;
END TRANSACTION;
