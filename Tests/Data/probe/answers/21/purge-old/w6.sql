-- kind=wrong clause=WHERE class=date-year
DELETE FROM Loan WHERE back_on IS NOT NULL AND card IN (SELECT card FROM Member WHERE strftime('%Y', joined) < '2023' OR joined < '2023-02-01');
