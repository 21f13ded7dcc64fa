-- kind=wrong clause=JOIN class=join-type
SELECT m.card, m.name, count(*) AS loans FROM Member AS m JOIN Loan AS l ON l.card = m.card GROUP BY m.card ORDER BY m.card;
