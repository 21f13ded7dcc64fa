-- kind=wrong clause=HAVING class=comparison
SELECT b.author, count(*) AS loans FROM Loan AS l JOIN Book AS b ON b.isbn = l.isbn GROUP BY b.author HAVING count(*) > 2 AND count(*) <> 4 ORDER BY loans DESC, b.author;
