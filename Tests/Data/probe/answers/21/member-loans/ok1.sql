-- kind=ok
SELECT m.card, m.name, (SELECT count(*) FROM Loan AS l WHERE l.card = m.card) AS loans FROM Member AS m ORDER BY m.card;
