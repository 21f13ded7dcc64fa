-- kind=wrong clause=WHERE class=constants-date
SELECT m.name FROM Member AS m WHERE m.card IN (SELECT l.card FROM Loan AS l JOIN Book AS b ON b.isbn = l.isbn WHERE b.author = 'Austen' AND l.out_on < '2024-04-01') ORDER BY m.name, m.card;
