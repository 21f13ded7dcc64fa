-- kind=wrong clause=SELECT class=distinct-added
SELECT m.card, m.name, count(DISTINCT l.isbn) AS loans FROM Member AS m LEFT JOIN Loan AS l ON l.card = m.card GROUP BY m.card ORDER BY m.card;
