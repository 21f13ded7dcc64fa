-- kind=wrong clause=ORDER_BY class=tie-breaker
SELECT isbn, title, price FROM Book ORDER BY price DESC LIMIT 2 OFFSET 2;
