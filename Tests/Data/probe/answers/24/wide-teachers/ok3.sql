-- kind=ok
SELECT surname, forms FROM (SELECT t.tcode, t.surname, (SELECT count(DISTINCT p.form) FROM Course AS c JOIN Enrolment AS e ON e.ccode = c.ccode JOIN Pupil AS p ON p.pid = e.pid WHERE c.tcode = t.tcode) AS forms FROM Teacher AS t) WHERE forms >= 3 ORDER BY forms DESC, surname, tcode;
