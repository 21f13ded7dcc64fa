-- kind=ok
SELECT b.author, count(*) AS loans FROM Loan AS l JOIN Book AS b ON b.isbn = l.isbn GROUP BY b.author HAVING count(*) > 2 ORDER BY 2 DESC, 1;
