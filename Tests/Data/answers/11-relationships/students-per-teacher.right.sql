-- answer: a correlated subquery per teacher
SELECT t.name, (SELECT count(*) FROM Student s WHERE s.T_ID = t.T_ID) FROM Teacher t;
-- answer: count of the foreign key column, which is NULL for a missing partner
SELECT t.name, count(s.T_ID) FROM Teacher t LEFT JOIN Student s ON t.T_ID = s.T_ID GROUP BY t.T_ID, t.name;
-- answer: sum of a test
SELECT t.name, sum(s.number IS NOT NULL) FROM Teacher AS t LEFT JOIN Student AS s ON s.T_ID = t.T_ID GROUP BY t.T_ID;
