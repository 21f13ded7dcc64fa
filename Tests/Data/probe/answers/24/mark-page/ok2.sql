-- kind=ok
SELECT last, ccode, mark FROM (SELECT p.last, e.ccode, e.mark, row_number() OVER (ORDER BY e.mark DESC, p.last, p.pid, e.ccode) AS r FROM Pupil AS p JOIN Enrolment AS e USING (pid) WHERE e.mark IS NOT NULL) WHERE r BETWEEN 4 AND 6 ORDER BY r;
