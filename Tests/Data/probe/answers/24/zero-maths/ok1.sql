-- kind=ok
UPDATE Enrolment SET mark = 0 WHERE mark IS NULL AND EXISTS (SELECT 1 FROM Course AS c JOIN Teacher AS t ON t.tcode = c.tcode WHERE c.ccode = Enrolment.ccode AND t.subject = 'maths');
