-- answer: positional INSERT with the default typed in; breaks when the columns are in another order (dataset 1) or the default differs (dataset 2)
INSERT INTO Class43 VALUES (5, 'Ben', 'M', 19);
-- answer: names the columns but writes the default 'M' by hand (dataset 2: the default is 'male')
INSERT INTO Class43 (Stu_ID, name, gender, age) VALUES (5, 'Ben', 'M', 19);
-- answer: leaves out Stu_ID, so the number is only 5 by luck (dataset 3: student 9 exists, he gets 10)
INSERT INTO Class43 (name, age) VALUES ('Ben', 19);
-- answer: computes the number as max + 1 instead of giving 5 (dataset 3)
INSERT INTO Class43 (Stu_ID, name, age) VALUES ((SELECT max(Stu_ID) + 1 FROM Class43), 'Ben', 19);
-- answer: INSERT OR REPLACE with a positional list (dataset 1: mismatch; dataset 2: wrong gender)
INSERT OR REPLACE INTO Class43 VALUES (5, 'Ben', 'M', 19);
-- answer: copies the gender of student 2, who happens to have the default (dataset 2: Mia does not exist there)
INSERT INTO Class43 (Stu_ID, name, gender, age) SELECT 5, 'Ben', gender, 19 FROM Class43 WHERE Stu_ID = 2;
