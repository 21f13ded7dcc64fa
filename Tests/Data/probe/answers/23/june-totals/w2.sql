-- kind=wrong clause=WHERE class=date-boundary
SELECT o.O_ID, o.cust, sum(i.qty * i.unit * (1 - coalesce(i.discount, 0))) AS total FROM Orders AS o JOIN Item AS i ON i.O_ID = o.O_ID WHERE o.placed >= '2024-06-01' AND o.placed < '2024-06-30' GROUP BY o.O_ID ORDER BY total DESC, o.O_ID;
