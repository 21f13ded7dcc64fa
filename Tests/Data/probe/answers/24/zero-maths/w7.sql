-- kind=wrong clause=WHERE class=extra-or
UPDATE Enrolment SET mark = 0 WHERE mark IS NULL AND ccode IN (SELECT c.ccode FROM Course AS c JOIN Teacher AS t ON t.tcode = c.tcode WHERE t.subject = 'maths' OR t.mentor IS NULL);
