-- kind=wrong clause=WHERE class=aggregate
SELECT e.pid, e.ccode, e.mark FROM Enrolment AS e WHERE e.mark > (SELECT (max(x.mark) + min(x.mark)) / 2.0 FROM Enrolment AS x WHERE x.ccode = e.ccode) ORDER BY e.ccode, e.pid;
