-- kind=ok
SELECT o.cust, (SELECT name FROM Customer WHERE cust = o.cust) AS name, sum(i.qty * i.unit * (1 - coalesce(i.discount, 0))) AS spent FROM Orders AS o JOIN Item AS i USING (O_ID) GROUP BY o.cust ORDER BY 3 DESC, 1 LIMIT 2, 2;
