-- kind=wrong clause=ORDER_BY class=tie-breaker-direction
SELECT b.author, count(*) AS loans FROM Loan AS l JOIN Book AS b ON b.isbn = l.isbn GROUP BY b.author HAVING count(*) >= 3 ORDER BY loans DESC, b.author DESC;
