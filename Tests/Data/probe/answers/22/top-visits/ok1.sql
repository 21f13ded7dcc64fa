-- kind=ok
SELECT d.name, v.day, v.charge FROM Visit AS v JOIN (SELECT D_ID, max(charge) AS m FROM Visit GROUP BY D_ID) AS x ON x.D_ID = v.D_ID AND v.charge = x.m JOIN Doctor AS d ON d.D_ID = v.D_ID ORDER BY d.D_ID, v.V_ID;
