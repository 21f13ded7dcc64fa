-- kind=ok
SELECT name, day, charge FROM (SELECT d.D_ID, v.V_ID, d.name, v.day, v.charge, rank() OVER (PARTITION BY v.D_ID ORDER BY v.charge DESC) AS r FROM Visit AS v JOIN Doctor AS d ON d.D_ID = v.D_ID WHERE v.charge IS NOT NULL) WHERE r = 1 ORDER BY D_ID, V_ID;
