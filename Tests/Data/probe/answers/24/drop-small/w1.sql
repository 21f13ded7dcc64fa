-- kind=wrong clause=WHERE class=missing-filter
DELETE FROM Enrolment WHERE term = 3;
