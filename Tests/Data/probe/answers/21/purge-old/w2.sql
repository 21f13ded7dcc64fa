-- kind=wrong clause=WHERE class=constants
DELETE FROM Loan WHERE back_on IS NOT NULL AND card IN ('M01', 'M05');
