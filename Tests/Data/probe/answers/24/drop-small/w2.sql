-- kind=wrong clause=WHERE class=comparison
DELETE FROM Enrolment WHERE term = 3 AND (SELECT count(*) FROM Enrolment AS x WHERE x.ccode = Enrolment.ccode) <= 3;
