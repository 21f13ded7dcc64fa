-- kind=wrong clause=WHERE class=like
UPDATE Loan SET back_on = '2024-03-31' WHERE back_on IS NULL AND card IN (SELECT card FROM Member WHERE city LIKE 'Y%');
