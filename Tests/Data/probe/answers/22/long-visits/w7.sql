-- kind=wrong clause=WHERE class=status-constant
SELECT p.name AS patient, d.name AS doctor, v.day FROM Visit AS v JOIN Patient AS p ON p.P_ID = v.P_ID LEFT JOIN Doctor AS d ON d.D_ID = v.D_ID WHERE v.minutes >= 30 AND v.status = 'done' ORDER BY v.day, v.V_ID;
