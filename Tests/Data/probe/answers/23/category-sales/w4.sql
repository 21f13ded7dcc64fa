-- kind=wrong clause=HAVING|WHERE class=constants
SELECT p.category, sum(i.qty) AS units, sum(i.qty * i.unit * (1 - coalesce(i.discount, 0))) AS revenue FROM Item AS i JOIN Product AS p ON p.sku = i.sku WHERE p.category <> 'kitchen' GROUP BY p.category ORDER BY revenue DESC, p.category;
