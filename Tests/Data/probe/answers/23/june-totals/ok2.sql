-- kind=ok
SELECT o.O_ID, o.cust, sum(i.qty * i.unit - i.qty * i.unit * coalesce(i.discount, 0)) AS total FROM Item AS i JOIN Orders AS o USING (O_ID) WHERE o.placed BETWEEN '2024-06-01' AND '2024-06-30' GROUP BY o.O_ID, o.cust ORDER BY total DESC, o.O_ID;
