-- kind=wrong clause=WHERE class=not-in-null
SELECT name FROM Patient WHERE 'cardiology' NOT IN (SELECT d.specialty FROM Visit AS v LEFT JOIN Doctor AS d ON d.D_ID = v.D_ID WHERE v.P_ID = Patient.P_ID) ORDER BY P_ID;
