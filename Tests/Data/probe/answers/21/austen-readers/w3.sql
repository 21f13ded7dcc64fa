-- kind=wrong clause=WHERE class=like
SELECT m.name FROM Member AS m WHERE m.card IN (SELECT l.card FROM Loan AS l JOIN Book AS b ON b.isbn = l.isbn WHERE b.author LIKE 'Aus%') ORDER BY m.name, m.card;
