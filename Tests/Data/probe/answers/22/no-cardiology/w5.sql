-- kind=wrong clause=WHERE class=inner-semantics
SELECT name FROM Patient WHERE P_ID IN (SELECT P_ID FROM Visit) AND P_ID NOT IN (SELECT v.P_ID FROM Visit AS v JOIN Doctor AS d ON d.D_ID = v.D_ID WHERE d.specialty = 'cardiology') ORDER BY P_ID;
