-- kind=wrong clause=WHERE class=constants
SELECT m.name FROM Member AS m WHERE m.card IN (SELECT l.card FROM Loan AS l JOIN Book AS b ON b.isbn = l.isbn WHERE b.year < 1820) ORDER BY m.name, m.card;
