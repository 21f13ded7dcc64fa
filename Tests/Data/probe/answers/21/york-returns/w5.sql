-- kind=wrong clause=WHERE class=limit-in-subquery
UPDATE Loan SET back_on = '2024-03-31' WHERE back_on IS NULL AND card IN (SELECT card FROM Member WHERE city = 'York' LIMIT 2);
