-- kind=wrong clause=GROUP_BY class=group-by-name
SELECT m.card, coalesce(sum(l.fine), 0) AS total FROM Member AS m LEFT JOIN Loan AS l ON l.card = m.card GROUP BY m.name ORDER BY total DESC, m.card;
