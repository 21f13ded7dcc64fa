-- answer: no ORDER BY: the numbering follows whatever order the scan gives (dataset 2: with an index on age, the scan comes in age order)
INSERT INTO stu (name, age) SELECT name, age FROM Class43 WHERE age >= 18;
-- answer: age > 17 also copies 17.5 (dataset 1: May)
INSERT INTO stu (name, age) SELECT name, age FROM Class43 WHERE age > 17 ORDER BY Stu_ID;
-- answer: hard-coded names (dataset 1: Lily missing)
INSERT INTO stu (name, age) SELECT name, age FROM Class43 WHERE name IN ('Dan', 'Jack') ORDER BY Stu_ID;
-- answer: extra condition on gender (dataset 1: Lily missing)
INSERT INTO stu (name, age) SELECT name, age FROM Class43 WHERE age >= 18 AND gender = 'M' ORDER BY Stu_ID;
-- answer: ordered by age, not Stu_ID (dataset 1: Lily, 19, is numbered before Jack, 20)
INSERT INTO stu (name, age) SELECT name, age FROM Class43 WHERE age >= 18 ORDER BY age;
-- answer: hard-coded keys (dataset 1: Lily missing)
INSERT INTO stu (name, age) SELECT name, age FROM Class43 WHERE Stu_ID IN (1, 3) ORDER BY Stu_ID;
