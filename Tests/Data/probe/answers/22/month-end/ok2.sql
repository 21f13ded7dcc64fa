-- kind=ok
SELECT V_ID, day FROM Visit WHERE strftime('%m', day, '+1 day') <> strftime('%m', day) ORDER BY V_ID;
