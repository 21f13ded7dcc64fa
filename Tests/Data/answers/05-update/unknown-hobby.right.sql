-- answer: every row, keeping a known hobby with coalesce (more rows "changed", same table)
UPDATE stu SET Hober = coalesce(Hober, 'unknown');
-- answer: typeof
UPDATE stu SET Hober = 'unknown' WHERE typeof(Hober) = 'null';
-- answer: SQLite's ISNULL spelling
UPDATE stu SET Hober = 'unknown' WHERE Hober ISNULL;
-- answer: NOT around IS NOT NULL
UPDATE stu SET Hober = 'unknown' WHERE NOT (Hober IS NOT NULL);
