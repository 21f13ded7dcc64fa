-- kind=wrong clause=GROUP_BY class=group-by-name
SELECT m.card, m.name, count(l.isbn) AS loans FROM Member AS m LEFT JOIN Loan AS l ON l.card = m.card GROUP BY m.name ORDER BY m.card;
