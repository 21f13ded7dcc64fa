-- kind=ok
SELECT cust, name, spent FROM (SELECT c.cust, c.name, sum(i.qty * i.unit * (1 - coalesce(i.discount, 0))) AS spent, row_number() OVER (ORDER BY sum(i.qty * i.unit * (1 - coalesce(i.discount, 0))) DESC, c.cust) AS r FROM Customer AS c JOIN Orders AS o ON o.cust = c.cust JOIN Item AS i ON i.O_ID = o.O_ID GROUP BY c.cust) WHERE r IN (3, 4) ORDER BY r;
