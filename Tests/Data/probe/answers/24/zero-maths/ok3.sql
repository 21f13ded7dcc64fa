-- kind=ok
UPDATE Enrolment SET mark = 0 WHERE coalesce(mark, 0) = 0 AND ccode IN (SELECT c.ccode FROM Course AS c, Teacher AS t WHERE t.tcode = c.tcode AND t.subject = 'maths');
