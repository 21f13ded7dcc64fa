-- kind=wrong clause=WHERE class=correlated
UPDATE Loan SET back_on = '2024-03-31' WHERE back_on IS NULL AND isbn IN (SELECT isbn FROM Loan AS x WHERE x.card IN (SELECT card FROM Member WHERE city = 'York') AND x.back_on IS NULL);
