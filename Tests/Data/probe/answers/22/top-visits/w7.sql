-- kind=wrong clause=WHERE class=constants-correlated
SELECT d.name, v.day, v.charge FROM Visit AS v JOIN Doctor AS d ON d.D_ID = v.D_ID WHERE v.charge = (SELECT max(w.charge) FROM Visit AS w WHERE w.D_ID = v.D_ID AND w.minutes >= 20) ORDER BY d.D_ID, v.V_ID;
