-- answer: EXISTS
UPDATE Enrolment AS e SET score = 100 WHERE C_ID = 'DB2' AND EXISTS (SELECT 1 FROM Enrolment AS d WHERE d.S_ID = e.S_ID AND d.C_ID = 'DB1' AND d.score >= 85);
-- answer: UPDATE ... FROM
UPDATE Enrolment SET score = 100 FROM (SELECT S_ID AS id FROM Enrolment WHERE C_ID = 'DB1' AND score >= 85) AS d WHERE Enrolment.C_ID = 'DB2' AND Enrolment.S_ID = d.id;
-- answer: NOT < 85
UPDATE Enrolment SET score = 100 WHERE S_ID IN (SELECT S_ID FROM Enrolment WHERE C_ID = 'DB1' AND NOT score < 85) AND C_ID = 'DB2';
