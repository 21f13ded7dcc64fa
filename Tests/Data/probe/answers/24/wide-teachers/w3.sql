-- kind=wrong clause=HAVING class=comparison
SELECT t.surname, count(DISTINCT p.form) AS forms FROM Teacher AS t JOIN Course AS c ON c.tcode = t.tcode JOIN Enrolment AS e ON e.ccode = c.ccode JOIN Pupil AS p ON p.pid = e.pid GROUP BY t.tcode HAVING count(DISTINCT p.form) = 3 ORDER BY forms DESC, t.surname, t.tcode;
