-- kind=ok
SELECT name FROM Patient AS p WHERE NOT EXISTS (SELECT 1 FROM Visit AS v JOIN Doctor AS d ON d.D_ID = v.D_ID WHERE v.P_ID = p.P_ID AND d.specialty = 'cardiology') ORDER BY P_ID;
