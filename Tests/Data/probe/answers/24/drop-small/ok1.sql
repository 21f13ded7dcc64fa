-- kind=ok
DELETE FROM Enrolment WHERE term >= 3 AND ccode IN (SELECT ccode FROM Enrolment GROUP BY ccode HAVING count(*) < 3);
