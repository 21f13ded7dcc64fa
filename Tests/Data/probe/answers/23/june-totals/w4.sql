-- kind=wrong clause=SELECT class=null-discount
SELECT o.O_ID, o.cust, sum(i.qty * i.unit * (1 - i.discount)) AS total FROM Orders AS o JOIN Item AS i ON i.O_ID = o.O_ID WHERE o.placed >= '2024-06-01' AND o.placed < '2024-07-01' GROUP BY o.O_ID ORDER BY total DESC, o.O_ID;
