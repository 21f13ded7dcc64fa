-- kind=wrong clause=HAVING class=all-null-group
INSERT INTO Award (ccode, pupils, best) SELECT ccode, count(*), max(mark) FROM Enrolment GROUP BY ccode;
