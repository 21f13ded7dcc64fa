-- kind=wrong clause=ORDER_BY class=tie-breaker
SELECT p.last, e.ccode, e.mark FROM Enrolment AS e JOIN Pupil AS p ON p.pid = e.pid WHERE e.mark IS NOT NULL ORDER BY e.mark DESC LIMIT 3 OFFSET 3;
