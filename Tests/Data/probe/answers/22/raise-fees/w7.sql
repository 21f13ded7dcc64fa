-- kind=wrong clause=SET class=round
UPDATE Doctor SET fee = round(fee * 1.1) WHERE D_ID IN (SELECT D_ID FROM Visit WHERE status = 'done' AND day >= '2024-03-01' AND day < '2024-04-01' GROUP BY D_ID HAVING count(*) >= 2);
