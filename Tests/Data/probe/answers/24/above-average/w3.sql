-- kind=wrong clause=WHERE class=correlated
SELECT e.pid, e.ccode, e.mark FROM Enrolment AS e JOIN Course AS c ON c.ccode = e.ccode WHERE e.mark > (SELECT avg(x.mark) FROM Enrolment AS x JOIN Course AS y ON y.ccode = x.ccode WHERE y.tcode = c.tcode) ORDER BY e.ccode, e.pid;
