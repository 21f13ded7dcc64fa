-- kind=ok
SELECT p.name AS patient, d.name AS doctor, v.day FROM Patient AS p JOIN Visit AS v USING (P_ID) LEFT JOIN Doctor AS d ON v.D_ID = d.D_ID WHERE v.minutes > 29 ORDER BY v.day, v.V_ID;
