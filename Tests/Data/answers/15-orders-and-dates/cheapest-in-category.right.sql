-- answer: NOT EXISTS a cheaper one
SELECT p.category, p.name FROM Product AS p WHERE p.category IS NOT NULL AND NOT EXISTS (SELECT 1 FROM Product AS q WHERE q.category = p.category AND q.price < p.price) ORDER BY p.category, p.P_ID;
-- answer: <= the subquery, without the NULL test
SELECT p.category, p.name FROM Product AS p WHERE p.price <= (SELECT min(q.price) FROM Product AS q WHERE q.category = p.category) ORDER BY 1, p.P_ID;
-- answer: a join with the minima
SELECT p.category, p.name FROM Product AS p JOIN (SELECT category, min(price) AS low FROM Product GROUP BY category) AS m ON m.category = p.category AND m.low = p.price ORDER BY p.category, p.P_ID;
