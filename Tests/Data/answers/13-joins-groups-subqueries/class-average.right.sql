-- answer: sum over count of scores, as REAL
SELECT c.C_ID, sum(e.score) * 1.0 / count(e.score) AS average FROM Class AS c LEFT JOIN Enrolment AS e ON e.C_ID = c.C_ID GROUP BY c.C_ID;
-- answer: a correlated subquery
SELECT C_ID, (SELECT avg(score) FROM Enrolment AS e WHERE e.C_ID = c.C_ID) FROM Class AS c;
-- answer: total() over count
SELECT c.C_ID, CASE WHEN count(e.score) = 0 THEN NULL ELSE total(e.score) / count(e.score) END FROM Class c LEFT JOIN Enrolment e USING (C_ID) GROUP BY c.C_ID;
