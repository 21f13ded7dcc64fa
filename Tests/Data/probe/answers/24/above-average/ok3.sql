-- kind=ok
SELECT pid, ccode, mark FROM Enrolment AS e WHERE mark * (SELECT count(mark) FROM Enrolment WHERE ccode = e.ccode) > (SELECT sum(mark) FROM Enrolment WHERE ccode = e.ccode) ORDER BY 2, 1;
