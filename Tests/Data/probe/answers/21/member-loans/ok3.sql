-- kind=ok
SELECT Member.card, name, coalesce(n, 0) AS loans FROM Member LEFT JOIN (SELECT card, count(*) AS n FROM Loan GROUP BY card) AS c USING (card) ORDER BY Member.card;
