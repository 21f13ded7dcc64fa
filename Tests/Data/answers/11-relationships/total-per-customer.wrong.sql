-- answer: a plain JOIN drops customers without orders (dataset 1: May)
SELECT c.name, sum(o.amount) FROM Customer AS c JOIN Orders AS o ON o.C_ID = c.C_ID GROUP BY c.C_ID ORDER BY c.C_ID;
-- answer: sum of no values is NULL, not 0 (dataset 1: May)
SELECT c.name, sum(o.amount) FROM Customer AS c LEFT JOIN Orders AS o ON o.C_ID = c.C_ID GROUP BY c.C_ID ORDER BY c.C_ID;
-- answer: grouped by name, so the two Mike become one (dataset 1)
SELECT c.name, coalesce(sum(o.amount), 0) FROM Customer AS c LEFT JOIN Orders AS o ON o.C_ID = c.C_ID GROUP BY c.name ORDER BY min(c.C_ID);
-- answer: a LIMIT that fits today's three customers (dataset 1: five)
SELECT c.name, coalesce(sum(o.amount), 0) FROM Customer AS c LEFT JOIN Orders AS o ON o.C_ID = c.C_ID GROUP BY c.C_ID ORDER BY c.C_ID LIMIT 3;
-- answer: today's customers only (dataset 1)
SELECT c.name, coalesce(sum(o.amount), 0) FROM Customer AS c LEFT JOIN Orders AS o ON o.C_ID = c.C_ID WHERE c.C_ID <= 3 GROUP BY c.C_ID ORDER BY c.C_ID;
