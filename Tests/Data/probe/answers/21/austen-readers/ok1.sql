-- kind=ok
SELECT m.name FROM Member AS m WHERE EXISTS (SELECT 1 FROM Loan AS l JOIN Book AS b ON b.isbn = l.isbn WHERE l.card = m.card AND b.author = 'Austen') ORDER BY m.name, m.card;
