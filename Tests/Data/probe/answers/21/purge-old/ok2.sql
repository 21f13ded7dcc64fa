-- kind=ok
DELETE FROM Loan WHERE NOT back_on IS NULL AND card NOT IN (SELECT card FROM Member WHERE joined >= '2023-06-01');
