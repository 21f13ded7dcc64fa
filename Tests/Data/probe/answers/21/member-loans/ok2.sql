-- kind=ok
SELECT m.card, m.name, count(l.out_on) AS loans FROM Loan AS l RIGHT JOIN Member AS m ON m.card = l.card GROUP BY m.card, m.name ORDER BY 1;
