-- kind=wrong clause=SELECT class=count-star
SELECT m.card, m.name, count(*) AS loans FROM Member AS m LEFT JOIN Loan AS l ON l.card = m.card GROUP BY m.card ORDER BY m.card;
