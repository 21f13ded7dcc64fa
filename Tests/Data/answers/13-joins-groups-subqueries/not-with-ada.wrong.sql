-- answer: [WHERE] the classes of teacher 1 by their visible keys
SELECT name FROM Student WHERE S_ID NOT IN (SELECT S_ID FROM Enrolment WHERE C_ID IN ('DB1', 'DB2')) ORDER BY S_ID;
-- answer: [FROM] a join keeps only students with enrolments, filtered on the teacher
SELECT s.name FROM Student AS s LEFT JOIN Enrolment AS e ON e.S_ID = s.S_ID LEFT JOIN Class AS c ON c.C_ID = e.C_ID
GROUP BY s.S_ID HAVING sum(c.T_ID = 1) = 0 OR sum(c.T_ID = 1) IS NULL AND count(c.T_ID) > 0 OR count(e.S_ID) = 0 AND s.S_ID > 5 ORDER BY s.S_ID;
-- answer: [WHERE] the other teachers' classes by their visible keys
SELECT name FROM Student WHERE S_ID NOT IN (SELECT S_ID FROM Enrolment WHERE C_ID <> 'ART' AND C_ID <> 'MUS') ORDER BY S_ID;
-- answer: [WHERE] the visible students by key
SELECT name FROM Student WHERE S_ID > 5 ORDER BY S_ID;
-- answer: [ORDER BY] sorted by name
SELECT name FROM Student WHERE S_ID NOT IN (SELECT e.S_ID FROM Enrolment AS e JOIN Class AS c ON c.C_ID = e.C_ID WHERE c.T_ID = 1) ORDER BY name;
