-- kind=ok
SELECT (SELECT name FROM Patient WHERE P_ID = v.P_ID) AS patient, (SELECT name FROM Doctor WHERE D_ID = v.D_ID) AS doctor, day FROM Visit AS v WHERE NOT minutes < 30 ORDER BY day, V_ID;
