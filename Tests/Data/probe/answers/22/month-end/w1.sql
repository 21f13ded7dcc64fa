-- kind=wrong clause=WHERE class=date-last-day
SELECT V_ID, day FROM Visit WHERE strftime('%d', day) IN ('29', '31') ORDER BY V_ID;
