-- answer: IN
SELECT name FROM Student WHERE S_ID IN (SELECT S_ID FROM Enrolment WHERE score < 60) ORDER BY S_ID;
-- answer: a join grouped by the key
SELECT s.name FROM Student s JOIN Enrolment e ON e.S_ID = s.S_ID WHERE e.score < 60 GROUP BY s.S_ID ORDER BY s.S_ID;
-- answer: min() of the scores
SELECT name FROM Student AS s WHERE (SELECT min(score) FROM Enrolment WHERE S_ID = s.S_ID) < 60 ORDER BY S_ID;
