-- answer: > 19 assumes whole-number ages (dataset 1: Greg is 19.5)
BEGIN;
INSERT INTO Alumni SELECT * FROM Class43 WHERE age > 19;
DELETE FROM Class43 WHERE age > 19;
COMMIT;
-- answer: hard-coded numbers (dataset 1: Walt)
BEGIN;
INSERT INTO Alumni SELECT * FROM Class43 WHERE Stu_ID IN (3, 6);
DELETE FROM Class43 WHERE Stu_ID IN (3, 6);
COMMIT;
-- answer: today's ages listed (dataset 1: Walt is 22)
BEGIN;
INSERT INTO Alumni SELECT * FROM Class43 WHERE age = 20 OR age = 21;
DELETE FROM Class43 WHERE age = 20 OR age = 21;
COMMIT;
-- answer: deletes whoever has a number in Alumni (dataset 2: an old graduate has number 1, like Dan)
BEGIN;
INSERT INTO Alumni SELECT * FROM Class43 WHERE age >= 20;
DELETE FROM Class43 WHERE Stu_ID IN (SELECT Stu_ID FROM Alumni);
COMMIT;
-- answer: copy and delete use different conditions (dataset 1: 19.5 is deleted but not copied)
BEGIN;
INSERT INTO Alumni SELECT * FROM Class43 WHERE age >= 20;
DELETE FROM Class43 WHERE age > 19;
COMMIT;
