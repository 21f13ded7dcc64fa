-- answer: both parked on their negatives, then moved
BEGIN;
UPDATE Class43 SET Stu_ID = -Stu_ID WHERE Stu_ID IN (1, 2);
UPDATE Class43 SET Stu_ID = 3 + Stu_ID WHERE Stu_ID IN (-1, -2);
COMMIT;
-- answer: parked on a number far above the others
BEGIN;
UPDATE Class43 SET Stu_ID = 1000000000 WHERE Stu_ID = 1;
UPDATE Class43 SET Stu_ID = 1 WHERE Stu_ID = 2;
UPDATE Class43 SET Stu_ID = 2 WHERE Stu_ID = 1000000000;
COMMIT;
-- answer: the other row parked first, rowid, END
BEGIN;
UPDATE Class43 SET Stu_ID = -2 WHERE rowid = 2;
UPDATE Class43 SET Stu_ID = 2 WHERE rowid = 1;
UPDATE Class43 SET Stu_ID = 1 WHERE rowid = -2;
END;
