-- kind=ok
SELECT d.name, (SELECT total(charge) FROM Visit WHERE D_ID = d.D_ID AND status = 'done') AS income FROM Doctor AS d ORDER BY 2 DESC, d.D_ID;
