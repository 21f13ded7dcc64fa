-- answer: NOT NULL written as a comparison
SELECT s.name, e.score FROM Enrolment e JOIN Student s USING (S_ID) WHERE e.C_ID = 'DB1' AND e.score >= 0 ORDER BY e.score DESC, s.name, e.S_ID LIMIT 3;
-- answer: LIMIT with OFFSET 0
SELECT s.name, e.score FROM Enrolment AS e JOIN Student AS s ON s.S_ID = e.S_ID WHERE e.C_ID = 'DB1' AND e.score IS NOT NULL ORDER BY 2 DESC, 1, s.S_ID LIMIT 3 OFFSET 0;
-- answer: a subquery for the class's scores
SELECT (SELECT name FROM Student WHERE S_ID = x.S_ID) AS name, x.score FROM (SELECT S_ID, score FROM Enrolment WHERE C_ID = 'DB1' AND score NOT NULL) AS x
ORDER BY x.score DESC, name, x.S_ID LIMIT 3;
