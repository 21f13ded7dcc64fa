-- kind=wrong clause=WHERE class=term-filter
UPDATE Enrolment SET mark = 0 WHERE mark IS NULL AND term < 3 AND ccode IN (SELECT c.ccode FROM Course AS c JOIN Teacher AS t ON t.tcode = c.tcode WHERE t.subject = 'maths');
