-- kind=ok
SELECT p.last, e.ccode, e.mark FROM Enrolment AS e LEFT JOIN Pupil AS p ON p.pid = e.pid WHERE e.mark >= 0 ORDER BY e.mark DESC, p.last, e.pid, e.ccode LIMIT 3, 3;
