-- kind=wrong clause=GROUP_BY class=group-by-key
SELECT b.author, count(*) AS loans FROM Loan AS l JOIN Book AS b ON b.isbn = l.isbn GROUP BY b.author, b.shelf HAVING count(*) >= 3 ORDER BY loans DESC, b.author;
