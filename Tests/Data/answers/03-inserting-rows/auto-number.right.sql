-- answer: NULL for the key, named
INSERT INTO stu (number, name, age, Hober) VALUES (NULL, 'Greg', 19, 'football');
-- answer: positional with NULL for the key
INSERT INTO stu VALUES (NULL, 'Greg', 19, 'football');
-- answer: columns in another order
INSERT INTO stu (Hober, name, age) VALUES ('football', 'Greg', 19);
-- answer: INSERT ... SELECT of constants
INSERT INTO stu (name, age, Hober) SELECT 'Greg', 19, 'football';
