-- answer: NOT age < 18, ordered by rowid (the same column as Stu_ID)
INSERT INTO stu (name, age) SELECT name, age FROM Class43 WHERE NOT age < 18 ORDER BY rowid;
-- answer: alias, comparison turned around, ASC spelled out
INSERT INTO stu (name, age) SELECT c.name, c.age FROM Class43 AS c WHERE 18 <= c.age ORDER BY c.Stu_ID ASC;
-- answer: columns listed in another order
INSERT INTO stu (age, name) SELECT age, name FROM Class43 WHERE age >= 18 ORDER BY Stu_ID;
