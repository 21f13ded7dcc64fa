-- kind=ok
SELECT isbn, title, price FROM Book ORDER BY -price, isbn LIMIT 2, 2;
