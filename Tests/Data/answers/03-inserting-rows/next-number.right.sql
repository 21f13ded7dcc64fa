-- answer: alias and qualified column
SELECT s.seq + 1 AS next_number FROM sqlite_sequence AS s WHERE s.name = 'stu';
-- answer: IN list
SELECT 1 + seq FROM sqlite_sequence WHERE name IN ('stu');
-- answer: case-insensitive name, as table names are
SELECT seq + 1 FROM sqlite_sequence WHERE lower(name) = 'stu';
