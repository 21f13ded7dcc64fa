-- kind=ok
INSERT INTO Award (pupils, ccode, best) SELECT count(*), e.ccode, max(e.mark) FROM Enrolment AS e JOIN Pupil AS p ON p.pid = e.pid GROUP BY e.ccode HAVING max(e.mark) >= 0;
