-- kind=ok
SELECT surname, count(*) AS forms FROM (SELECT DISTINCT t.tcode, t.surname, p.form FROM Teacher AS t JOIN Course AS c ON c.tcode = t.tcode JOIN Enrolment AS e ON e.ccode = c.ccode JOIN Pupil AS p ON p.pid = e.pid) GROUP BY tcode HAVING count(*) >= 3 ORDER BY forms DESC, surname, tcode;
