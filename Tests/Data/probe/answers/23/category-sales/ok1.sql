-- kind=ok
SELECT category, units, revenue FROM (SELECT p.category, sum(i.qty) AS units, total(i.qty * i.unit * (1 - ifnull(i.discount, 0))) AS revenue FROM Product AS p JOIN Item AS i USING (sku) GROUP BY 1) WHERE revenue > 80 ORDER BY 3 DESC, 1;
