-- kind=wrong clause=WHERE class=month-no-year
UPDATE Doctor SET fee = round(fee * 1.1, 2) WHERE D_ID IN (SELECT D_ID FROM Visit WHERE status = 'done' AND strftime('%m', day) = '03' GROUP BY D_ID HAVING count(*) >= 2);
