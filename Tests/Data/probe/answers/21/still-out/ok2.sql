-- kind=ok
SELECT m.name, b.title, l.out_on FROM Member AS m, Book AS b, Loan AS l WHERE l.card = m.card AND b.isbn = l.isbn AND l.back_on ISNULL ORDER BY l.out_on ASC, m.card, b.isbn;
