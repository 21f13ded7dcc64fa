-- kind=wrong clause=WHERE class=date-boundary
DELETE FROM Loan WHERE back_on IS NOT NULL AND card IN (SELECT card FROM Member WHERE joined < '2023-05-31');
