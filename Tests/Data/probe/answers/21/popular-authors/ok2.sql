-- kind=ok
SELECT author, loans FROM (SELECT b.author AS author, count(l.card) AS loans FROM Book AS b JOIN Loan AS l USING (isbn) GROUP BY 1) WHERE loans >= 3 ORDER BY loans DESC, author ASC;
