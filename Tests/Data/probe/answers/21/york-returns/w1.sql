-- kind=wrong clause=WHERE class=constants
UPDATE Loan SET back_on = '2024-03-31' WHERE back_on IS NULL AND card IN ('M02', 'M05');
