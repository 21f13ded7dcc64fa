-- kind=wrong clause=ORDER_BY class=tie-breaker
SELECT c.cust, c.name, sum(i.qty * i.unit * (1 - coalesce(i.discount, 0))) AS spent FROM Customer AS c JOIN Orders AS o ON o.cust = c.cust JOIN Item AS i ON i.O_ID = o.O_ID GROUP BY c.cust ORDER BY spent DESC LIMIT 2 OFFSET 2;
