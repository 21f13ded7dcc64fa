-- kind=wrong clause=WHERE class=date-last-day
SELECT V_ID, day FROM Visit WHERE strftime('%d', day) = '31' OR day LIKE '%-02-29' ORDER BY V_ID;
