-- answer: NOT EXISTS
SELECT name FROM Student AS s WHERE NOT EXISTS (SELECT 1 FROM Enrolment AS e JOIN Class AS c USING (C_ID) WHERE e.S_ID = s.S_ID AND c.T_ID = 1) ORDER BY S_ID;
-- answer: EXCEPT, then the names
SELECT name FROM Student WHERE S_ID IN (SELECT S_ID FROM Student EXCEPT SELECT e.S_ID FROM Enrolment e, Class c WHERE c.C_ID = e.C_ID AND c.T_ID = 1) ORDER BY S_ID;
-- answer: a nested IN
SELECT name FROM Student WHERE S_ID NOT IN (SELECT S_ID FROM Enrolment WHERE C_ID IN (SELECT C_ID FROM Class WHERE T_ID = 1)) ORDER BY S_ID;
