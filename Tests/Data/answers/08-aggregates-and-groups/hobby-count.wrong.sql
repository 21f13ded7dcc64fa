-- answer: hard-coded "one missing" (dataset 1: two are missing)
SELECT count(*) - 1, count(*) FROM stu;
-- answer: counts ages, not students (dataset 1: Walt has no age)
SELECT count(Hober), count(age) FROM stu;
-- answer: the largest number as the number of students (dataset 2: number 2 was deleted)
SELECT count(Hober), max(number) FROM stu;
-- answer: counts names, not students (dataset 1: a student without a name)
SELECT count(Hober), count(name) FROM stu;
-- answer: treats an empty hobby as missing (dataset 2: Lily has '')
SELECT (SELECT count(*) FROM stu WHERE Hober <> ''), count(*) FROM stu;
