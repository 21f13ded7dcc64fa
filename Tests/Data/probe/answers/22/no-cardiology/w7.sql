-- kind=wrong clause=WHERE|FROM class=join-semantics
SELECT DISTINCT p.name FROM Patient AS p JOIN Visit AS v ON v.P_ID = p.P_ID WHERE p.P_ID NOT IN (SELECT v.P_ID FROM Visit AS v JOIN Doctor AS d ON d.D_ID = v.D_ID WHERE d.specialty = 'cardiology') ORDER BY p.P_ID;
