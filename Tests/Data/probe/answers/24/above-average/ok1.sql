-- kind=ok
SELECT e.pid, e.ccode, e.mark FROM Enrolment AS e JOIN (SELECT ccode, avg(mark) AS a FROM Enrolment GROUP BY ccode) AS g ON g.ccode = e.ccode WHERE e.mark > g.a ORDER BY e.ccode, e.pid;
