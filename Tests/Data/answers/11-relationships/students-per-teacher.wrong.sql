-- answer: a plain JOIN drops teachers without students (dataset 1: Mr Liu, Ms Chen)
SELECT t.name, count(s.number) FROM Teacher AS t JOIN Student AS s ON s.T_ID = t.T_ID GROUP BY t.T_ID;
-- answer: count(*) counts the NULL row of a teacher without students as 1 (dataset 1)
SELECT t.name, count(*) FROM Teacher AS t LEFT JOIN Student AS s ON s.T_ID = t.T_ID GROUP BY t.T_ID;
-- answer: grouped by name, so two teachers called Mr Wang become one (dataset 1)
SELECT t.name, count(s.number) FROM Teacher AS t LEFT JOIN Student AS s ON s.T_ID = t.T_ID GROUP BY t.name;
-- answer: counts different student names (dataset 1: Mr Wang has two students called Dan)
SELECT t.name, count(DISTINCT s.name) FROM Teacher AS t LEFT JOIN Student AS s ON s.T_ID = t.T_ID GROUP BY t.T_ID;
-- answer: grouped by the student's T_ID, so all teachers without students share one NULL group (dataset 1)
SELECT t.name, count(s.number) FROM Teacher AS t LEFT JOIN Student AS s ON s.T_ID = t.T_ID GROUP BY s.T_ID;
