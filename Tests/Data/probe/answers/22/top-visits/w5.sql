-- kind=wrong clause=ORDER_BY class=order-by-name
SELECT d.name, v.day, v.charge FROM Visit AS v JOIN Doctor AS d ON d.D_ID = v.D_ID WHERE v.charge = (SELECT max(w.charge) FROM Visit AS w WHERE w.D_ID = v.D_ID) ORDER BY d.name, v.V_ID;
