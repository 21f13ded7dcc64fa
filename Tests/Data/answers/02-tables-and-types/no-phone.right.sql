-- answer: typeof
SELECT room FROM DormImport WHERE typeof(phone) = 'null';
-- answer: NOT IS NOT NULL
SELECT room FROM DormImport WHERE NOT (phone IS NOT NULL);
-- answer: SQLite's ISNULL spelling
SELECT room FROM DormImport WHERE phone ISNULL;
-- answer: subquery with IN
SELECT room FROM DormImport WHERE rowid IN (SELECT rowid FROM DormImport WHERE phone IS NULL);
