-- answer: explicit ASC and OFFSET 0
SELECT name, age FROM Class43 WHERE gender = 'F' ORDER BY age ASC, Stu_ID ASC LIMIT 2 OFFSET 0;
-- answer: rowid as the tie-breaker, LIMIT offset, count form
SELECT name, age FROM Class43 WHERE gender = 'F' ORDER BY age, rowid LIMIT 0, 2;
-- answer: the girls chosen in a subquery
SELECT name, age FROM (SELECT * FROM Class43 WHERE gender = 'F') ORDER BY age, Stu_ID LIMIT 2;
