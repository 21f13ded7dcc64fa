-- kind=wrong clause=WHERE class=aggregate
DELETE FROM Enrolment WHERE term = 3 AND (SELECT count(x.mark) FROM Enrolment AS x WHERE x.ccode = Enrolment.ccode) < 3;
