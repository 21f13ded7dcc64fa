-- answer: total() is 0.0 over no values
SELECT c.name, total(o.amount) FROM Customer AS c LEFT JOIN Orders AS o ON o.C_ID = c.C_ID GROUP BY c.C_ID ORDER BY c.C_ID;
-- answer: a correlated subquery per customer
SELECT c.name, (SELECT coalesce(sum(o.amount), 0) FROM Orders o WHERE o.C_ID = c.C_ID) FROM Customer c ORDER BY c.C_ID;
-- answer: ifnull, and ORDER BY rowid
SELECT c.name, ifnull(sum(o.amount), 0) FROM Customer c LEFT JOIN Orders o USING (C_ID) GROUP BY c.C_ID ORDER BY c.rowid;
