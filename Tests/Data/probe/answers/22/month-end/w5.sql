-- kind=wrong clause=WHERE class=date-last-day
SELECT V_ID, day FROM Visit WHERE CAST(strftime('%d', day) AS INTEGER) > 28 ORDER BY V_ID;
