-- kind=wrong clause=OFFSET|LIMIT class=offset
SELECT p.last, e.ccode, e.mark FROM Enrolment AS e JOIN Pupil AS p ON p.pid = e.pid WHERE e.mark IS NOT NULL ORDER BY e.mark DESC, p.last, e.pid, e.ccode LIMIT 3 OFFSET (SELECT count(*) FROM Course) - 2;
