-- answer: forgets SQLITE_OK (dataset 1: a 0 entry)
SELECT id, code FROM AppLog WHERE code NOT IN (100, 101);
-- answer: decided by the message (dataset 1: 'not an error' has no "row")
SELECT id, code FROM AppLog WHERE message NOT LIKE '%row%';
-- answer: hard-coded ids of today's successes (dataset 1)
SELECT id, code FROM AppLog WHERE id NOT IN (1, 4, 10);
-- answer: primary code below 100 lets 0 in (dataset 1)
SELECT id, code FROM AppLog WHERE code & 255 < 100;
-- answer: messages ending in "available" (dataset 1: 'not an error')
SELECT id, code FROM AppLog WHERE message NOT LIKE '%available';
