-- answer: an always-true WHERE
DELETE FROM stu WHERE 1;
-- answer: the key is never NULL
DELETE FROM stu WHERE number IS NOT NULL;
-- answer: the schema name spelled out
DELETE FROM main.stu;
