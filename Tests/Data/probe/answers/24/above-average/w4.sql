-- kind=wrong clause=WHERE class=comparison-constant
SELECT e.pid, e.ccode, e.mark FROM Enrolment AS e WHERE e.mark > (SELECT avg(x.mark) FROM Enrolment AS x WHERE x.ccode = e.ccode) + 0.5 ORDER BY e.ccode, e.pid;
