-- answer: the offset computed from the page number
SELECT Stu_ID, name, age FROM Class43 ORDER BY age, Stu_ID LIMIT 3 OFFSET (2 - 1) * 3;
-- answer: SQLite's LIMIT offset, count form
SELECT Stu_ID, name, age FROM Class43 ORDER BY age ASC, Stu_ID ASC LIMIT 3, 3;
-- answer: the first two pages, then the last page of those
SELECT * FROM (SELECT Stu_ID, name, age FROM Class43 ORDER BY age, Stu_ID LIMIT 6) ORDER BY age, Stu_ID LIMIT 3 OFFSET 3;
