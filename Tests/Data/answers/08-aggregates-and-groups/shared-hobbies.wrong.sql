-- answer: no WHERE, so the NULL group counts as a hobby (dataset 1: two students without a hobby)
SELECT Hober, count(*) FROM stu GROUP BY Hober HAVING count(*) >= 2;
-- answer: more than two instead of at least two (dataset 1: painting and swimming have two each)
SELECT Hober, count(*) FROM stu WHERE Hober IS NOT NULL GROUP BY Hober HAVING count(*) > 2;
-- answer: hard-coded hobby (dataset 1)
SELECT Hober, count(*) FROM stu WHERE Hober = 'basketball' GROUP BY Hober;
-- answer: exactly three (dataset 1)
SELECT Hober, count(*) FROM stu GROUP BY Hober HAVING count(*) = 3;
-- answer: extra condition on the age (dataset 1: Lily is 16, May is 15)
SELECT Hober, count(*) FROM stu WHERE age > 16 AND Hober IS NOT NULL GROUP BY Hober HAVING count(*) >= 2;
