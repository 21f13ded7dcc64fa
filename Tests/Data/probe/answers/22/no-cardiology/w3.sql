-- kind=wrong clause=WHERE class=status-constant
SELECT name FROM Patient WHERE P_ID NOT IN (SELECT v.P_ID FROM Visit AS v, Doctor AS d WHERE d.specialty = 'cardiology' AND v.D_ID = d.D_ID AND v.status = 'done') ORDER BY P_ID;
