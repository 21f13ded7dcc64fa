-- answer: count(Hober) is 0 for the NULL group, so no WHERE is needed
SELECT Hober, count(*) FROM stu GROUP BY Hober HAVING count(Hober) >= 2;
-- answer: > 1, and SQLite's NOTNULL spelling
SELECT Hober, count(*) FROM stu WHERE Hober NOTNULL GROUP BY Hober HAVING count(*) > 1;
-- answer: a subquery instead of HAVING
SELECT Hober, n FROM (SELECT Hober, count(*) AS n FROM stu GROUP BY Hober) WHERE n >= 2 AND Hober IS NOT NULL;
