-- kind=wrong clause=SELECT class=coalesce
SELECT m.card, sum(l.fine) AS total FROM Member AS m LEFT JOIN Loan AS l ON l.card = m.card GROUP BY m.card ORDER BY total DESC, m.card;
