-- answer: a correlated subquery
SELECT name, (SELECT count(*) FROM Enrolment AS e JOIN Class AS c ON c.C_ID = e.C_ID WHERE c.T_ID = t.T_ID) FROM Teacher AS t ORDER BY T_ID;
-- answer: count of a NOT NULL column of Enrolment
SELECT t.name, count(e.C_ID) FROM Teacher t LEFT JOIN Class c ON c.T_ID = t.T_ID LEFT JOIN Enrolment e ON e.C_ID = c.C_ID GROUP BY t.T_ID ORDER BY t.T_ID;
-- answer: sum of a per-class count
SELECT t.name, coalesce(sum(n), 0) FROM Teacher t LEFT JOIN (SELECT c.T_ID, count(*) AS n FROM Class c JOIN Enrolment e ON e.C_ID = c.C_ID GROUP BY c.C_ID) x ON x.T_ID = t.T_ID GROUP BY t.T_ID ORDER BY t.T_ID;
-- answer: the classes joined with their enrolments first: a class with none adds 0 either way
SELECT t.name, count(e.S_ID) AS taught FROM Teacher AS t LEFT JOIN (Class AS c JOIN Enrolment AS e ON e.C_ID = c.C_ID) ON c.T_ID = t.T_ID GROUP BY t.T_ID ORDER BY t.T_ID;
