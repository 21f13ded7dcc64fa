-- kind=wrong clause=HAVING|LIMIT class=limit
SELECT b.author, count(*) AS loans FROM Loan AS l JOIN Book AS b ON b.isbn = l.isbn GROUP BY b.author ORDER BY loans DESC, b.author LIMIT 2;
