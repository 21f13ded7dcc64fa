-- answer: NULL for the key, named
INSERT INTO stu (number, name, age, Hober) VALUES (NULL, '小刚', 19, '足球');
-- answer: positional with NULL for the key
INSERT INTO stu VALUES (NULL, '小刚', 19, '足球');
-- answer: columns in another order
INSERT INTO stu (Hober, name, age) VALUES ('足球', '小刚', 19);
-- answer: INSERT ... SELECT of constants
INSERT INTO stu (name, age, Hober) SELECT '小刚', 19, '足球';
