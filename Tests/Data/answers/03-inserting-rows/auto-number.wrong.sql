-- answer: max(number) + 1 reuses the number of a deleted last row (dataset 1: gives 3, AUTOINCREMENT gives 5)
INSERT INTO stu (number, name, age, Hober) VALUES ((SELECT max(number) + 1 FROM stu), '小刚', 19, '足球');
-- answer: the largest number read with ORDER BY ... LIMIT 1, plus one (dataset 1)
INSERT INTO stu (number, name, age, Hober) SELECT number + 1, '小刚', 19, '足球' FROM stu ORDER BY number DESC LIMIT 1;
-- answer: hard-coded number 5 (dataset 2: 5 is taken, the insert fails)
INSERT INTO stu (number, name, age, Hober) VALUES (5, '小刚', 19, '足球');
-- answer: positional with a hard-coded number and OR REPLACE (dataset 2: overwrites the other 小刚)
INSERT OR REPLACE INTO stu VALUES (5, '小刚', 19, '足球');
-- answer: only inserts when no 小刚 exists yet, a condition the task does not ask for (dataset 2)
INSERT INTO stu (name, age, Hober) SELECT '小刚', 19, '足球' WHERE NOT EXISTS (SELECT 1 FROM stu WHERE name = '小刚');
