-- kind=wrong clause=WHERE class=correlated
DELETE FROM Enrolment WHERE term = 3 AND (SELECT count(*) FROM Enrolment AS x WHERE x.pid = Enrolment.pid) < 3;
