-- kind=wrong clause=WHERE class=like
UPDATE Enrolment SET mark = 0 WHERE mark IS NULL AND ccode IN (SELECT c.ccode FROM Course AS c JOIN Teacher AS t ON t.tcode = c.tcode WHERE t.subject LIKE 'm%');
