-- answer: SQLite's LIMIT offset, count form
SELECT name, age FROM Class43 ORDER BY age DESC, Stu_ID LIMIT 3, -1;
-- answer: the three oldest excluded with a subquery
SELECT name, age FROM Class43 WHERE Stu_ID NOT IN (SELECT Stu_ID FROM Class43 ORDER BY age DESC, Stu_ID LIMIT 3) ORDER BY age DESC, Stu_ID;
-- answer: a limit as large as the table
SELECT name, age FROM Class43 ORDER BY age DESC, Stu_ID LIMIT (SELECT count(*) FROM Class43) OFFSET 3;
