-- answer: EXISTS
UPDATE Enrolment AS e SET score = score - 10 WHERE e.score > 90 AND EXISTS (SELECT 1 FROM Student AS s WHERE s.S_ID = e.S_ID AND s.born < '2010-01-01');
-- answer: the year compared
UPDATE Enrolment SET score = score - 10 WHERE S_ID IN (SELECT S_ID FROM Student WHERE strftime('%Y', born) < '2010') AND score > 90;
-- answer: >= 91
UPDATE Enrolment SET score = score - 10 WHERE score >= 91 AND S_ID IN (SELECT S_ID FROM Student WHERE born < '2010');
