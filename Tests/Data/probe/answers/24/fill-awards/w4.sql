-- kind=wrong clause=HAVING class=constants
INSERT INTO Award (ccode, pupils, best) SELECT ccode, count(*), max(mark) FROM Enrolment GROUP BY ccode HAVING avg(mark) > 50;
