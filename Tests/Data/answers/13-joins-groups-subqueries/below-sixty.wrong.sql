-- answer: [WHERE] <= 60 instead of < 60
SELECT name FROM Student AS s WHERE EXISTS (SELECT 1 FROM Enrolment AS e WHERE e.S_ID = s.S_ID AND e.score <= 60) ORDER BY s.S_ID;
-- answer: [FROM] a join repeats a student with two low scores
SELECT s.name FROM Student AS s JOIN Enrolment AS e ON e.S_ID = s.S_ID WHERE e.score < 60 ORDER BY s.S_ID;
-- answer: [WHERE] EXISTS not correlated with the student
SELECT name FROM Student AS s WHERE EXISTS (SELECT 1 FROM Enrolment AS e WHERE e.S_ID = s.S_ID AND e.score < 60 AND e.C_ID <> 'MUS') ORDER BY s.S_ID;
-- answer: [WHERE] a low bound only the visible data respects
SELECT name FROM Student AS s WHERE EXISTS (SELECT 1 FROM Enrolment AS e WHERE e.S_ID = s.S_ID AND e.score BETWEEN 40 AND 59) ORDER BY s.S_ID;
-- answer: [DISTINCT] DISTINCT on names merges two students called the same
SELECT DISTINCT s.name FROM Student AS s JOIN Enrolment AS e ON e.S_ID = s.S_ID WHERE e.score < 60 ORDER BY s.S_ID;
-- answer: [ORDER BY] ordered by name
SELECT name FROM Student AS s WHERE EXISTS (SELECT 1 FROM Enrolment AS e WHERE e.S_ID = s.S_ID AND e.score < 60) ORDER BY name;
