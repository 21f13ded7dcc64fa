-- kind=wrong clause=WHERE class=coalesce
SELECT m.name, b.title, l.out_on FROM Loan AS l JOIN Member AS m ON m.card = l.card JOIN Book AS b ON b.isbn = l.isbn WHERE coalesce(l.back_on, '') = '' ORDER BY l.out_on, l.card, l.isbn;
