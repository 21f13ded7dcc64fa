-- answer: the payee first
BEGIN;
UPDATE Wallet SET coins = coins + 10 WHERE Stu_ID = 2;
UPDATE Wallet SET coins = coins - 10 WHERE Stu_ID = 1;
COMMIT;
-- answer: one UPDATE with CASE
BEGIN;
UPDATE Wallet SET coins = coins + CASE Stu_ID WHEN 1 THEN -10 ELSE 10 END WHERE Stu_ID IN (1, 2);
COMMIT;
-- answer: rowid, END
BEGIN;
UPDATE Wallet SET coins = coins - 10 WHERE rowid = 1;
UPDATE Wallet SET coins = coins + 10 WHERE rowid = 2;
END;
