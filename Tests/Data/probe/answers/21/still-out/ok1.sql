-- kind=ok
SELECT m.name, (SELECT title FROM Book WHERE isbn = l.isbn) AS title, l.out_on FROM Loan AS l LEFT JOIN Member AS m USING (card) WHERE NOT (l.back_on IS NOT NULL) ORDER BY 3, l.card, l.isbn;
