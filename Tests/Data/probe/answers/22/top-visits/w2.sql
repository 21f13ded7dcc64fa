-- kind=wrong clause=WHERE class=constants
SELECT d.name, v.day, v.charge FROM Visit AS v JOIN Doctor AS d ON d.D_ID = v.D_ID WHERE v.V_ID IN (9, 10, 11, 7) ORDER BY d.D_ID, v.V_ID;
