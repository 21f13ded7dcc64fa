-- kind=wrong clause=ORDER_BY class=order-by-name
SELECT m.card, m.name, count(l.isbn) AS loans FROM Member AS m LEFT JOIN Loan AS l ON l.card = m.card GROUP BY m.card ORDER BY m.name;
