-- kind=ok
UPDATE Doctor SET fee = round(1.1 * fee, 2) WHERE D_ID IN (SELECT D_ID FROM Visit WHERE status = 'done' AND day LIKE '2024-03-%' GROUP BY D_ID HAVING count(*) > 1);
