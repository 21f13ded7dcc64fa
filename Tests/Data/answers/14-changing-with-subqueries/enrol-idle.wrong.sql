-- answer: [VALUES] the visible idle student written out
INSERT INTO Enrolment (S_ID, C_ID) VALUES (6, 'ART');
-- answer: [WHERE] students with the largest key
INSERT INTO Enrolment (S_ID, C_ID) SELECT S_ID, 'ART' FROM Student WHERE S_ID = (SELECT max(S_ID) FROM Student) - 1;
-- answer: [WHERE] not in the visible classes of their gender
INSERT INTO Enrolment (S_ID, C_ID) SELECT S_ID, 'ART' FROM Student WHERE S_ID NOT IN (SELECT S_ID FROM Enrolment WHERE C_ID <> 'ART') AND gender = 'M';
-- answer: [WHERE] an extra condition on the birth date
INSERT INTO Enrolment (S_ID, C_ID) SELECT S_ID, 'ART' FROM Student WHERE S_ID NOT IN (SELECT S_ID FROM Enrolment) AND born > '2010';
-- answer: [WHERE] only scored enrolments and the choir's counted
INSERT INTO Enrolment (S_ID, C_ID) SELECT S_ID, 'ART' FROM Student WHERE S_ID NOT IN (SELECT S_ID FROM Enrolment WHERE score IS NOT NULL OR C_ID = 'MUS');
