-- kind=ok
SELECT m.card, total(l.fine) AS total FROM Member AS m LEFT JOIN Loan AS l USING (card) GROUP BY 1 ORDER BY total DESC, m.card ASC;
