-- kind=wrong clause=ORDER_BY class=tie-breaker
SELECT m.card, coalesce(sum(l.fine), 0) AS total FROM Member AS m LEFT JOIN Loan AS l ON l.card = m.card GROUP BY m.card ORDER BY total DESC;
