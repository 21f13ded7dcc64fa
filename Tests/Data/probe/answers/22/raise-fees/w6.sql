-- kind=wrong clause=WHERE class=count-distinct
UPDATE Doctor SET fee = round(fee * 1.1, 2) WHERE D_ID IN (SELECT D_ID FROM Visit WHERE status = 'done' AND day >= '2024-03-01' AND day < '2024-04-01' GROUP BY D_ID HAVING count(DISTINCT P_ID) >= 2);
