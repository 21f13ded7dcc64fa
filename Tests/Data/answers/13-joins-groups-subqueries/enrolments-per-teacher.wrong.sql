-- answer: [?] count(*) counts a teacher without classes as 1 (a compound query: no clause named)
SELECT t.name, count(*) AS taught FROM Teacher AS t LEFT JOIN Class AS c ON c.T_ID = t.T_ID LEFT JOIN Enrolment AS e ON e.C_ID = c.C_ID GROUP BY t.T_ID HAVING count(c.C_ID) > 0
UNION ALL SELECT name, 0 FROM Teacher WHERE T_ID NOT IN (SELECT T_ID FROM Class WHERE T_ID IS NOT NULL) ORDER BY 1;
-- answer: [SELECT] classes counted instead of enrolments
SELECT t.name, count(c.C_ID) * (count(e.S_ID) > 0) + count(e.S_ID) - count(c.C_ID) AS taught FROM Teacher AS t LEFT JOIN Class AS c ON c.T_ID = t.T_ID LEFT JOIN Enrolment AS e ON e.C_ID = c.C_ID GROUP BY t.T_ID ORDER BY t.T_ID;
-- answer: [GROUP BY] grouped by name
SELECT t.name, count(e.S_ID) AS taught FROM Teacher AS t LEFT JOIN Class AS c ON c.T_ID = t.T_ID LEFT JOIN Enrolment AS e ON e.C_ID = c.C_ID GROUP BY t.name ORDER BY t.T_ID;
-- answer: [SELECT] only scored enrolments counted, but the choir's
SELECT t.name, count(e.S_ID) FILTER (WHERE e.score IS NOT NULL OR c.C_ID = 'MUS') AS taught FROM Teacher AS t LEFT JOIN Class AS c ON c.T_ID = t.T_ID LEFT JOIN Enrolment AS e ON e.C_ID = c.C_ID GROUP BY t.T_ID ORDER BY t.T_ID;
-- answer: [SELECT] scores counted, not enrolments
SELECT t.name, count(e.score) + (t.T_ID = 3) AS taught FROM Teacher AS t LEFT JOIN Class AS c ON c.T_ID = t.T_ID LEFT JOIN Enrolment AS e ON e.C_ID = c.C_ID GROUP BY t.T_ID ORDER BY t.T_ID;
