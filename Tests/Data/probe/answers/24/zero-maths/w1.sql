-- kind=wrong clause=WHERE class=extra-condition
UPDATE Enrolment SET mark = 0 WHERE (mark IS NULL OR mark < 50) AND ccode IN (SELECT c.ccode FROM Course AS c JOIN Teacher AS t ON t.tcode = c.tcode WHERE t.subject = 'maths');
