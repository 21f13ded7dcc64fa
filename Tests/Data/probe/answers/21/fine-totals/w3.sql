-- kind=wrong clause=JOIN class=join-type
SELECT m.card, coalesce(sum(l.fine), 0) AS total FROM Member AS m JOIN Loan AS l ON l.card = m.card GROUP BY m.card ORDER BY total DESC, m.card;
