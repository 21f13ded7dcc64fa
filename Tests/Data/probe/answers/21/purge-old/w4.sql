-- kind=wrong clause=WHERE class=null-vs-compare
DELETE FROM Loan WHERE back_on > out_on AND card IN (SELECT card FROM Member WHERE joined < '2023-06-01');
