-- kind=wrong clause=JOIN class=join-type
SELECT c.cust, c.name, sum(i.qty * i.unit * (1 - coalesce(i.discount, 0))) AS spent FROM Customer AS c LEFT JOIN Orders AS o ON o.cust = c.cust LEFT JOIN Item AS i ON i.O_ID = o.O_ID GROUP BY c.cust ORDER BY spent DESC, c.cust LIMIT 2 OFFSET 2;
