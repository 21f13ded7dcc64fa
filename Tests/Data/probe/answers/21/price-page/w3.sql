-- kind=wrong clause=ORDER_BY class=tie-breaker-title
SELECT isbn, title, price FROM Book ORDER BY price DESC, title LIMIT 2 OFFSET 2;
