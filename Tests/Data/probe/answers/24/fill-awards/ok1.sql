-- kind=ok
INSERT INTO Award SELECT ccode, count(DISTINCT pid), max(coalesce(mark, 0)) FROM Enrolment GROUP BY ccode HAVING max(mark) IS NOT NULL;
