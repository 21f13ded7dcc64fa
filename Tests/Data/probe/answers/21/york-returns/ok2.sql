-- kind=ok
UPDATE Loan SET back_on = coalesce(back_on, '2024-03-31') WHERE card IN (SELECT card FROM Member WHERE city = 'York');
