-- answer: [WHERE] the keys written out (generated datasets)
SELECT category, name FROM Product WHERE P_ID IN (1, 3) ORDER BY category, P_ID;
-- answer: [ORDER BY] no tie-breaker (generated datasets)
SELECT p.category, p.name FROM Product AS p WHERE p.category IS NOT NULL AND p.price = (SELECT min(q.price) FROM Product AS q WHERE q.category = p.category) ORDER BY p.category;
-- answer: [FROM] min() with a bare column keeps one of the tied products (generated datasets)
SELECT category, name FROM (SELECT category, name, min(price) FROM Product WHERE category IS NOT NULL GROUP BY category) ORDER BY category;
-- answer: [WHERE] the subquery not correlated (generated datasets)
SELECT p.category, p.name FROM Product AS p WHERE p.category IS NOT NULL AND p.price IN (SELECT min(q.price) FROM Product AS q WHERE q.category IS NOT NULL GROUP BY q.category) ORDER BY p.category, p.P_ID;
-- answer: [WHERE] cheaper than 40 (generated datasets)
SELECT p.category, p.name FROM Product AS p WHERE p.category IS NOT NULL AND p.price < 40 AND p.price = (SELECT min(q.price) FROM Product AS q WHERE q.category = p.category) ORDER BY p.category, p.P_ID;
