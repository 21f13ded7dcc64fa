-- answer: max(number) + 1 reuses the number of a deleted last row (dataset 1: gives 3, AUTOINCREMENT gives 5)
INSERT INTO stu (number, name, age, Hober) VALUES ((SELECT max(number) + 1 FROM stu), 'Greg', 19, 'football');
-- answer: the largest number read with ORDER BY ... LIMIT 1, plus one (dataset 1)
INSERT INTO stu (number, name, age, Hober) SELECT number + 1, 'Greg', 19, 'football' FROM stu ORDER BY number DESC LIMIT 1;
-- answer: hard-coded number 5 (dataset 2: 5 is taken, the insert fails)
INSERT INTO stu (number, name, age, Hober) VALUES (5, 'Greg', 19, 'football');
-- answer: positional with a hard-coded number and OR REPLACE (dataset 2: overwrites the other Greg)
INSERT OR REPLACE INTO stu VALUES (5, 'Greg', 19, 'football');
-- answer: only inserts when no Greg exists yet, a condition the task does not ask for (dataset 2)
INSERT INTO stu (name, age, Hober) SELECT 'Greg', 19, 'football' WHERE NOT EXISTS (SELECT 1 FROM stu WHERE name = 'Greg');
