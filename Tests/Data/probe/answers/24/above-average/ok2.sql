-- kind=ok
SELECT e.pid, e.ccode, e.mark FROM Enrolment AS e WHERE e.mark > (SELECT avg(x.mark) FROM Enrolment AS x WHERE x.ccode = e.ccode AND x.pid <> e.pid) ORDER BY e.ccode, e.pid;
