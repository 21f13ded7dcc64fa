-- kind=wrong clause=WHERE class=where-null
SELECT m.card, sum(l.fine) AS total FROM Member AS m JOIN Loan AS l ON l.card = m.card WHERE l.fine IS NOT NULL GROUP BY m.card ORDER BY total DESC, m.card;
