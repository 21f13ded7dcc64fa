-- kind=wrong clause=ORDER_BY class=tie-breaker-column
SELECT e.pid, e.ccode, e.mark FROM Enrolment AS e WHERE e.mark > (SELECT avg(x.mark) FROM Enrolment AS x WHERE x.ccode = e.ccode) ORDER BY e.ccode, e.mark;
