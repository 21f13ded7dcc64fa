-- kind=wrong clause=WHERE class=not-exists-null
SELECT d.name, v.day, v.charge FROM Visit AS v JOIN Doctor AS d ON d.D_ID = v.D_ID WHERE NOT EXISTS (SELECT 1 FROM Visit AS w WHERE w.D_ID = v.D_ID AND w.charge > v.charge) ORDER BY d.D_ID, v.V_ID;
