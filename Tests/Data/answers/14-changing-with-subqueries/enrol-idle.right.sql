-- answer: NOT EXISTS
INSERT INTO Enrolment (S_ID, C_ID) SELECT S_ID, 'ART' FROM Student AS s WHERE NOT EXISTS (SELECT 1 FROM Enrolment AS e WHERE e.S_ID = s.S_ID);
-- answer: LEFT JOIN
INSERT INTO Enrolment (C_ID, S_ID, score) SELECT 'ART', s.S_ID, NULL FROM Student s LEFT JOIN Enrolment e ON e.S_ID = s.S_ID WHERE e.C_ID IS NULL;
-- answer: EXCEPT
INSERT INTO Enrolment (S_ID, C_ID) SELECT S_ID, 'ART' FROM (SELECT S_ID FROM Student EXCEPT SELECT S_ID FROM Enrolment);
