-- kind=wrong clause=WHERE class=constants
DELETE FROM Loan WHERE back_on IS NOT NULL AND card IN (SELECT card FROM Member WHERE joined < '2023-06-01' AND city IN ('Leeds', 'York'));
