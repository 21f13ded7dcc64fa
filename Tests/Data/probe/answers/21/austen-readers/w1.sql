-- kind=wrong clause=DISTINCT|SELECT|GROUP_BY class=distinct-name
SELECT DISTINCT m.name FROM Member AS m JOIN Loan AS l ON l.card = m.card JOIN Book AS b ON b.isbn = l.isbn WHERE b.author = 'Austen' ORDER BY m.name;
