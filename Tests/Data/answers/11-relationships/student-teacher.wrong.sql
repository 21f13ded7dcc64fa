-- answer: LEFT JOIN also lists a student without a teacher (dataset 1: Newcomer)
SELECT s.name, t.name FROM Student AS s LEFT JOIN Teacher AS t ON s.T_ID = t.T_ID ORDER BY s.number;
-- answer: no ORDER BY, in number order only by luck (dataset 2: a covering index on T_ID, name is read in teacher order)
SELECT s.name, t.name FROM Student AS s JOIN Teacher AS t ON s.T_ID = t.T_ID;
-- answer: extra condition on the age (dataset 1: Walt is 15)
SELECT s.name, t.name FROM Student AS s JOIN Teacher AS t ON s.T_ID = t.T_ID WHERE s.age > 16 ORDER BY s.number;
-- answer: a LIMIT that fits today's six students (dataset 1: seven)
SELECT s.name, t.name FROM Student AS s JOIN Teacher AS t ON s.T_ID = t.T_ID ORDER BY s.number LIMIT 6;
-- answer: today's teachers only (dataset 1: Ms Zhao)
SELECT s.name, t.name FROM Student AS s JOIN Teacher AS t ON s.T_ID = t.T_ID WHERE t.T_ID IN (1, 2, 3) ORDER BY s.number;
