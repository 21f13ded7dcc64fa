-- answer: [WHERE] >= 90 instead of > 90
UPDATE Enrolment SET score = score - 10 WHERE score >= 90 AND S_ID IN (SELECT S_ID FROM Student WHERE born < '2010-01-01');
-- answer: [WHERE] <= instead of <
UPDATE Enrolment SET score = score - 10 WHERE score > 90 AND S_ID IN (SELECT S_ID FROM Student WHERE born <= '2010-01-01');
-- answer: [WHERE] the visible student by key
UPDATE Enrolment SET score = score - 10 WHERE score > 90 AND S_ID = 5;
-- answer: [SET] set to 82, the visible result
UPDATE Enrolment SET score = 82 WHERE score > 90 AND S_ID IN (SELECT S_ID FROM Student WHERE born < '2010-01-01');
-- answer: [WHERE] every score above 90 in the classes of the older students
UPDATE Enrolment SET score = score - 10 WHERE score > 90 AND C_ID IN (SELECT C_ID FROM Enrolment WHERE S_ID IN (SELECT S_ID FROM Student WHERE born < '2010-01-01')) AND S_ID <> 1;
-- answer: [WHERE] misses only New Year's Eve (generated datasets: a student born 2009-12-31)
UPDATE Enrolment SET score = score - 10 WHERE score > 90 AND S_ID IN (SELECT S_ID FROM Student WHERE born <= '2009-12-30');
-- answer: [WHERE] LIKE '2009%' misses students born before 2009 (generated datasets)
UPDATE Enrolment SET score = score - 10 WHERE score > 90 AND S_ID IN (SELECT S_ID FROM Student WHERE born LIKE '2009%');
