-- kind=ok
UPDATE Enrolment SET mark = coalesce(mark, 0) WHERE ccode IN (SELECT ccode FROM Course WHERE tcode IN (SELECT tcode FROM Teacher WHERE subject = 'maths'));
