-- kind=wrong clause=LIMIT class=limit
SELECT m.name, b.title, l.out_on FROM Loan AS l JOIN Member AS m ON m.card = l.card JOIN Book AS b ON b.isbn = l.isbn WHERE l.back_on IS NULL ORDER BY l.out_on, l.card, l.isbn LIMIT 4;
