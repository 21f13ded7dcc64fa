-- kind=wrong clause=WHERE class=correlated-term
SELECT e.pid, e.ccode, e.mark FROM Enrolment AS e WHERE e.mark > (SELECT avg(x.mark) FROM Enrolment AS x WHERE x.ccode = e.ccode AND x.term <= e.term + 1) ORDER BY e.ccode, e.pid;
