-- answer: [HAVING] count(*) counts the NULL scores too
SELECT C_ID, count(score) AS scored FROM Enrolment GROUP BY C_ID HAVING count(*) >= 2;
-- answer: [HAVING, SELECT] count(*) everywhere
SELECT C_ID, count(*) AS scored FROM Enrolment WHERE score IS NOT NULL OR C_ID <> 'MUS' GROUP BY C_ID HAVING count(*) >= 2;
-- answer: [HAVING] more than two
SELECT C_ID, count(score) AS scored FROM Enrolment GROUP BY C_ID HAVING count(score) > 1 AND count(score) <> 3;
-- answer: [WHERE] the condition on the score in WHERE: a class with a low score loses it
SELECT C_ID, count(score) AS scored FROM Enrolment WHERE score >= 40 GROUP BY C_ID HAVING count(score) >= 2;
-- answer: [HAVING] a class left out by a key no visible class has
SELECT C_ID, count(score) AS scored FROM Enrolment GROUP BY C_ID HAVING count(score) >= 2 AND C_ID <> 'DB0';
