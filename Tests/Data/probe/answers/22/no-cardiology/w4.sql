-- kind=wrong clause=ORDER_BY class=order-by-name
SELECT name FROM Patient WHERE P_ID NOT IN (SELECT v.P_ID FROM Visit AS v JOIN Doctor AS d ON d.D_ID = v.D_ID WHERE d.specialty = 'cardiology') ORDER BY name;
