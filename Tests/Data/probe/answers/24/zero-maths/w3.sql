-- kind=wrong clause=WHERE class=constants
UPDATE Enrolment SET mark = 0 WHERE mark IS NULL AND ccode IN (SELECT ccode FROM Course WHERE tcode IN ('ABE', 'CHA'));
