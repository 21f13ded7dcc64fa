-- kind=wrong clause=HAVING class=extra-having
INSERT INTO Award (ccode, pupils, best) SELECT ccode, count(*), max(mark) FROM Enrolment GROUP BY ccode HAVING count(mark) > 0 AND count(*) < 10;
