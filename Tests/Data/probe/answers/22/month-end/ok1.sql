-- kind=ok
SELECT V_ID, day FROM Visit WHERE day = date(day, 'start of month', '+1 month', '-1 day') ORDER BY V_ID;
