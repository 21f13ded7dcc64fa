-- kind=ok
SELECT name FROM (SELECT DISTINCT m.card, m.name FROM Member AS m JOIN Loan AS l ON l.card = m.card JOIN Book AS b ON b.isbn = l.isbn AND b.author = 'Austen') ORDER BY name, card;
