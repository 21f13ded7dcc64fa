-- kind=wrong clause=GROUP_BY|SELECT class=group-by-name
SELECT m.name FROM Member AS m JOIN Loan AS l ON l.card = m.card JOIN Book AS b ON b.isbn = l.isbn WHERE b.author = 'Austen' GROUP BY m.name ORDER BY m.name;
