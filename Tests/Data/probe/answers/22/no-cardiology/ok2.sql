-- kind=ok
SELECT p.name FROM Patient AS p LEFT JOIN Visit AS v ON v.P_ID = p.P_ID LEFT JOIN Doctor AS d ON d.D_ID = v.D_ID AND d.specialty = 'cardiology' GROUP BY p.P_ID HAVING count(d.D_ID) = 0 ORDER BY p.P_ID;
