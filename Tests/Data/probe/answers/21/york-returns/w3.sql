-- kind=wrong clause=WHERE class=constants
UPDATE Loan SET back_on = '2024-03-31' WHERE back_on IS NULL AND out_on >= '2024-03-10' AND card IN (SELECT card FROM Member WHERE city = 'York');
