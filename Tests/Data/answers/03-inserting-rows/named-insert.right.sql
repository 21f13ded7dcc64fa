-- answer: columns listed in another order
INSERT INTO Class43 (age, name, Stu_ID) VALUES (19, 'Ben', 5);
-- answer: INSERT ... SELECT of constants
INSERT INTO Class43 (Stu_ID, name, age) SELECT 5, 'Ben', 19;
-- answer: the age as text, which INTEGER affinity turns into 19
INSERT INTO Class43 (Stu_ID, name, age) VALUES (5, 'Ben', '19');
