-- kind=wrong clause=SELECT class=missing-discount
SELECT c.cust, c.name, sum(i.qty * i.unit) AS spent FROM Customer AS c JOIN Orders AS o ON o.cust = c.cust JOIN Item AS i ON i.O_ID = o.O_ID GROUP BY c.cust ORDER BY spent DESC, c.cust LIMIT 2 OFFSET 2;
