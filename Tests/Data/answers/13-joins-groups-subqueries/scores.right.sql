-- answer: the tables' own names instead of aliases
SELECT Student.name, Class.title, Enrolment.score FROM Enrolment JOIN Student ON Student.S_ID = Enrolment.S_ID JOIN Class ON Class.C_ID = Enrolment.C_ID
WHERE Enrolment.score IS NOT NULL ORDER BY Enrolment.S_ID, Enrolment.C_ID;
-- answer: the joins in another order, sorted by the joined keys
SELECT s.name, c.title, e.score FROM Student AS s JOIN Enrolment AS e ON e.S_ID = s.S_ID JOIN Class AS c ON e.C_ID = c.C_ID
WHERE NOT e.score IS NULL ORDER BY s.S_ID, c.C_ID;
-- answer: the conditions in WHERE, comma joins
SELECT s.name, c.title, e.score FROM Enrolment e, Student s, Class c
WHERE s.S_ID = e.S_ID AND c.C_ID = e.C_ID AND e.score IS NOT NULL ORDER BY 1 = 1, e.S_ID, e.C_ID;
-- answer: a gender condition the CHECK constraint makes always true
SELECT s.name, c.title, e.score FROM Enrolment AS e JOIN Student AS s ON s.S_ID = e.S_ID JOIN Class AS c ON c.C_ID = e.C_ID
WHERE e.score IS NOT NULL AND s.gender IN ('F', 'M') ORDER BY e.S_ID, e.C_ID;
