-- kind=wrong clause=WHERE class=constants
SELECT p.last, e.ccode, e.mark FROM Enrolment AS e JOIN Pupil AS p ON p.pid = e.pid WHERE e.mark BETWEEN 60 AND 80 ORDER BY e.mark DESC, p.last, e.pid, e.ccode LIMIT 3;
