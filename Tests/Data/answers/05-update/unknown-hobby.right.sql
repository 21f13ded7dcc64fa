-- answer: every row, keeping a known hobby with coalesce (more rows "changed", same table)
UPDATE stu SET Hober = coalesce(Hober, '未知');
-- answer: typeof
UPDATE stu SET Hober = '未知' WHERE typeof(Hober) = 'null';
-- answer: SQLite's ISNULL spelling
UPDATE stu SET Hober = '未知' WHERE Hober ISNULL;
-- answer: NOT around IS NOT NULL
UPDATE stu SET Hober = '未知' WHERE NOT (Hober IS NOT NULL);
