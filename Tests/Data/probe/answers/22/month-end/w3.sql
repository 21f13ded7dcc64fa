-- kind=wrong clause=WHERE class=constants
SELECT V_ID, day FROM Visit WHERE day IN ('2024-02-29', '2024-03-31') ORDER BY V_ID;
