-- kind=wrong clause=HAVING|WHERE class=constants
SELECT b.author, count(*) AS loans FROM Loan AS l JOIN Book AS b ON b.isbn = l.isbn WHERE b.author IN ('Austen', 'Herbert') GROUP BY b.author ORDER BY loans DESC, b.author;
