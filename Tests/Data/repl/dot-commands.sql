-- Every dot-command of sqlab repl without a lesson, piped (ReplCommandTests).
.help
CREATE TABLE Class43 (Stu_ID INTEGER PRIMARY KEY, name TEXT NOT NULL, age INTEGER);
INSERT INTO Class43 VALUES (1, '小明', 19), (2, '栋哥', 18),
  (3, 'Amy O''Brien', NULL);
.tables
.schema
.schema class%
.schema clas
.mode table
SELECT * FROM Class43 ORDER BY Stu_ID;
.mode markdown
SELECT * FROM Class43 ORDER BY Stu_ID;
.mode csv
SELECT * FROM Class43 ORDER BY Stu_ID;
.headers off
SELECT * FROM Class43 ORDER BY Stu_ID;
.headers on
.mode json
SELECT * FROM Class43 ORDER BY Stu_ID;
.mode line
SELECT * FROM Class43 WHERE Stu_ID = 1;
.mode
.mode box
.trace on
UPDATE Class43 SET age = age + 1 WHERE Stu_ID = 2;
.trace off
.explain 1555
.read Tests/Data/repl/more.sql
.reset
.tables
.exercises
.hint
.solution
.check
.lesson
.mode jsno
.headers maybe
.scheam
.read Tests/Data/repl/missing.sql
.save
.help save
.quit
SELECT 'never run';
