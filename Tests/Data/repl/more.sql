-- Read by dot-commands.sql with .read: statements, a failure, and a dot-command.
INSERT INTO Class43 (Stu_ID, name) VALUES (4, '萌神');
SELECT name FROM Clas43;
.mode csv
SELECT count(*) FROM Class43
