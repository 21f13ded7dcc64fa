-- kind=wrong clause=WHERE class=where-vs-having
DELETE FROM Enrolment WHERE term = 3 AND ccode IN (SELECT ccode FROM Enrolment WHERE term = 3 GROUP BY ccode HAVING count(*) < 3);
