-- answer: today's new balances typed in (dataset 1: the balances are 75 and 5)
BEGIN;
UPDATE Wallet SET coins = 40 WHERE Stu_ID = 1;
UPDATE Wallet SET coins = 60 WHERE Stu_ID = 2;
COMMIT;
-- answer: chosen by name (dataset 2: a second Mia is paid too)
BEGIN;
UPDATE Wallet SET coins = coins - 10 WHERE name = 'Dan';
UPDATE Wallet SET coins = coins + 10 WHERE name = 'Mia';
COMMIT;
-- answer: the payer's balance typed in, the payee's computed (dataset 1)
BEGIN;
UPDATE Wallet SET coins = coins + 10 WHERE Stu_ID = 2;
UPDATE Wallet SET coins = 40 WHERE Stu_ID = 1;
COMMIT;
-- answer: the payee's new balance computed from the payer's (equal today) (dataset 1)
BEGIN;
UPDATE Wallet SET coins = (SELECT coins FROM Wallet WHERE Stu_ID = 1) + 10 WHERE Stu_ID = 2;
UPDATE Wallet SET coins = coins - 10 WHERE Stu_ID = 1;
COMMIT;
-- answer: the payee chosen by balance (dataset 2: 4 and 5 are below 60 too)
BEGIN;
UPDATE Wallet SET coins = coins - 10 WHERE Stu_ID = 1;
UPDATE Wallet SET coins = coins + 10 WHERE coins < 60 AND Stu_ID <> 1;
COMMIT;
