-- answer: sum of a comparison
SELECT sum(Hober IS NOT NULL), count(*) FROM stu;
-- answer: an aggregate with FILTER
SELECT count(*) FILTER (WHERE Hober IS NOT NULL), count(*) FROM stu;
-- answer: count(1) counts rows too
SELECT count(Hober), count(1) FROM stu;
