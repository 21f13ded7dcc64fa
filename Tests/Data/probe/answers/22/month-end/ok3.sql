-- kind=ok
SELECT V_ID, day FROM Visit WHERE date(day, '+1 day') LIKE '%-01' ORDER BY 1;
