-- kind=wrong clause=HAVING class=having-expression
SELECT p.category, sum(i.qty) AS units, sum(i.qty * i.unit * (1 - coalesce(i.discount, 0))) AS revenue FROM Item AS i JOIN Product AS p ON p.sku = i.sku GROUP BY p.category HAVING sum(i.qty * i.unit) > 80 ORDER BY revenue DESC, p.category;
