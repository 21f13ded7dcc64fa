-- answer: the offset computed from the page number
SELECT * FROM Class43 ORDER BY age, Stu_ID LIMIT 2 OFFSET (2 - 1) * 2;
-- answer: SQLite's LIMIT offset, count form
SELECT * FROM Class43 ORDER BY age ASC, Stu_ID ASC LIMIT 2, 2;
-- answer: rowid as the tie-breaker, columns named
SELECT Stu_ID, name, gender, age FROM Class43 ORDER BY age, rowid LIMIT 2 OFFSET 2;
