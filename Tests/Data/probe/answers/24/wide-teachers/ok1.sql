-- kind=ok
SELECT t.surname, count(DISTINCT p.form) AS forms FROM Teacher AS t LEFT JOIN Course AS c ON c.tcode = t.tcode LEFT JOIN Enrolment AS e ON e.ccode = c.ccode LEFT JOIN Pupil AS p ON p.pid = e.pid GROUP BY t.tcode HAVING forms > 2 ORDER BY 2 DESC, 1, t.tcode;
