-- kind=ok
SELECT m.card, (SELECT total(fine) FROM Loan WHERE card = m.card) AS total FROM Member AS m ORDER BY 2 DESC, 1;
