-- kind=wrong clause=WHERE class=constants
DELETE FROM Enrolment WHERE term = 3 AND ccode <> 'ALG';
