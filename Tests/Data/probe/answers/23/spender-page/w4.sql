-- kind=wrong clause=HAVING|LIMIT class=constants
SELECT c.cust, c.name, sum(i.qty * i.unit * (1 - coalesce(i.discount, 0))) AS spent FROM Customer AS c JOIN Orders AS o ON o.cust = c.cust JOIN Item AS i ON i.O_ID = o.O_ID GROUP BY c.cust HAVING spent BETWEEN 50 AND 60 ORDER BY spent DESC, c.cust;
