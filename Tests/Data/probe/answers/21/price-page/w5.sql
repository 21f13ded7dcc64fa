-- kind=wrong clause=ORDER_BY class=cast
SELECT isbn, title, price FROM Book ORDER BY CAST(price AS INTEGER) DESC, isbn LIMIT 2 OFFSET 2;
