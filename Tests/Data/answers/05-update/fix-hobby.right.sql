-- answer: rowid is the same column as number
UPDATE stu SET Hober = 'swimming' WHERE rowid = 3;
-- answer: IN with one value
UPDATE stu SET Hober = 'swimming' WHERE number IN (3);
-- answer: the text built with ||
UPDATE stu SET Hober = 'swim' || 'ming' WHERE number BETWEEN 3 AND 3;
