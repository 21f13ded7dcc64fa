-- answer: the join written in WHERE
SELECT s.name, t.name FROM Student s, Teacher t WHERE s.T_ID = t.T_ID ORDER BY s.number;
-- answer: tables in the other order, USING
SELECT Student.name, Teacher.name FROM Teacher JOIN Student USING (T_ID) ORDER BY Student.number;
-- answer: the teacher's name from a correlated subquery, students without a teacher filtered out
SELECT s.name, (SELECT t.name FROM Teacher t WHERE t.T_ID = s.T_ID) FROM Student s WHERE EXISTS (SELECT 1 FROM Teacher t WHERE t.T_ID = s.T_ID) ORDER BY s.rowid;
