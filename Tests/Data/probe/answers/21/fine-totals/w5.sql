-- kind=wrong clause=SELECT class=aggregate
SELECT m.card, coalesce(max(l.fine), 0) AS total FROM Member AS m LEFT JOIN Loan AS l ON l.card = m.card GROUP BY m.card ORDER BY total DESC, m.card;
