-- kind=wrong clause=GROUP_BY class=group-drops-ties
SELECT d.name, v.day, v.charge FROM Visit AS v JOIN Doctor AS d ON d.D_ID = v.D_ID WHERE v.charge = (SELECT max(w.charge) FROM Visit AS w WHERE w.D_ID = v.D_ID) GROUP BY d.D_ID ORDER BY d.D_ID, v.V_ID;
