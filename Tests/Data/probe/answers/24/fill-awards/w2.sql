-- kind=wrong clause=HAVING class=comparison
INSERT INTO Award (ccode, pupils, best) SELECT ccode, count(*), max(mark) FROM Enrolment GROUP BY ccode HAVING max(mark) > 0;
