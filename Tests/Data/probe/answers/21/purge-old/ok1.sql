-- kind=ok
DELETE FROM Loan WHERE back_on IS NOT NULL AND EXISTS (SELECT 1 FROM Member AS m WHERE m.card = Loan.card AND m.joined < '2023-06');
