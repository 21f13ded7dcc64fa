-- kind=wrong clause=WHERE class=constants-list
UPDATE Enrolment SET mark = 0 WHERE mark IS NULL AND ccode IN ('ALG', 'GEO');
