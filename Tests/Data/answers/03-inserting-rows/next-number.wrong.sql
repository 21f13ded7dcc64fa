-- answer: largest number in the table plus one (dataset 1: the last row was deleted, gives 4)
SELECT max(number) + 1 FROM stu;
-- answer: largest rowid plus one, the same mistake (dataset 1)
SELECT number + 1 FROM stu ORDER BY number DESC LIMIT 1;
-- answer: hard-coded 5 (dataset 3: after one more insert the next number is 6)
SELECT 5;
-- answer: no WHERE, so every AUTOINCREMENT table gives a row (dataset 2: log's row too)
SELECT seq + 1 FROM sqlite_sequence;
-- answer: the largest seq of any table (dataset 2: log's 100 wins)
SELECT max(seq) + 1 FROM sqlite_sequence;
-- answer: counts rows instead of remembering numbers (dataset 1: 3 rows left)
SELECT count(*) + 2 FROM stu;
