-- kind=ok
SELECT isbn, title, price FROM (SELECT *, row_number() OVER (ORDER BY price DESC, isbn) AS r FROM Book) WHERE r BETWEEN 3 AND 4 ORDER BY r;
