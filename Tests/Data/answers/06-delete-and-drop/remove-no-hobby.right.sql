-- answer: typeof
DELETE FROM stu WHERE typeof(Hober) = 'null';
-- answer: SQLite's ISNULL spelling
DELETE FROM stu WHERE Hober ISNULL;
-- answer: the rows chosen by a subquery
DELETE FROM stu WHERE number IN (SELECT number FROM stu WHERE Hober IS NULL);
