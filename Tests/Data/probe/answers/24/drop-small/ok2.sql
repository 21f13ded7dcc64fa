-- kind=ok
DELETE FROM Enrolment WHERE term > 2 AND ccode NOT IN (SELECT ccode FROM Enrolment GROUP BY ccode HAVING count(*) >= 3);
