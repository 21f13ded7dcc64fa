-- answer: [WHERE] > 85 instead of >= 85 (no visible score is exactly 85)
UPDATE Enrolment SET score = 100 WHERE C_ID = 'DB2' AND S_ID IN (SELECT S_ID FROM Enrolment WHERE C_ID = 'DB1' AND score > 85);
-- answer: [WHERE] the visible student by key
UPDATE Enrolment SET score = 100 WHERE C_ID = 'DB2' AND S_ID = 3;
-- answer: [WHERE] the DB1 condition missing its class: any score of 85 counts
UPDATE Enrolment SET score = 100 WHERE C_ID = 'DB2' AND S_ID IN (SELECT S_ID FROM Enrolment WHERE score >= 85 AND C_ID <> 'ART');
-- answer: [WHERE] the student's own DB2 score tested
UPDATE Enrolment SET score = 100 WHERE C_ID = 'DB2' AND score >= 60;
-- answer: [SET] the score raised, not set to 100
UPDATE Enrolment SET score = score + 36 WHERE C_ID = 'DB2' AND S_ID IN (SELECT S_ID FROM Enrolment WHERE C_ID = 'DB1' AND score >= 85);
-- answer: [WHERE] a bound above the visible scores
UPDATE Enrolment SET score = 100 WHERE C_ID = 'DB2' AND S_ID IN (SELECT S_ID FROM Enrolment WHERE C_ID = 'DB1' AND score BETWEEN 85 AND 90);
