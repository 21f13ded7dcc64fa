-- kind=ok
UPDATE Loan SET back_on = '2024-03-31' WHERE back_on IS NULL AND EXISTS (SELECT 1 FROM Member AS m WHERE m.card = Loan.card AND m.city = 'York');
