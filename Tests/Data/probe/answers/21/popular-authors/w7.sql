-- kind=wrong clause=HAVING class=count-distinct
SELECT b.author, count(*) AS loans FROM Loan AS l JOIN Book AS b ON b.isbn = l.isbn GROUP BY b.author HAVING count(DISTINCT l.card) >= 3 ORDER BY loans DESC, b.author;
