-- kind=wrong clause=WHERE class=null-filter
SELECT p.last, e.ccode, e.mark FROM Enrolment AS e JOIN Pupil AS p ON p.pid = e.pid ORDER BY e.mark DESC, p.last, e.pid, e.ccode LIMIT 3 OFFSET 3;
