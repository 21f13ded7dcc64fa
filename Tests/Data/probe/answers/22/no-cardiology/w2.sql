-- kind=wrong clause=WHERE class=constants
SELECT name FROM Patient WHERE P_ID NOT IN (SELECT v.P_ID FROM Visit AS v JOIN Doctor AS d ON d.D_ID = v.D_ID WHERE d.fee >= 100) ORDER BY P_ID;
