-- answer: NULL scores filtered first
SELECT C_ID, count(*) AS scored FROM Enrolment WHERE score IS NOT NULL GROUP BY C_ID HAVING count(*) >= 2;
-- answer: > 1
SELECT C_ID, count(score) FROM Enrolment GROUP BY C_ID HAVING count(score) > 1;
-- answer: a derived table
SELECT C_ID, n FROM (SELECT C_ID, count(score) AS n FROM Enrolment GROUP BY C_ID) WHERE n >= 2;
-- answer: grouped by whether the score is NULL too: the NULL group has no score and is left out
SELECT C_ID, count(score) AS scored FROM Enrolment GROUP BY C_ID, score IS NULL HAVING count(score) >= 2;
