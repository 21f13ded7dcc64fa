-- answer: [GROUP BY] grouped by the raw category: 'none' and NULL stay apart (generated datasets)
SELECT coalesce(category, 'none') AS category, count(*) AS products FROM Product GROUP BY category ORDER BY 1;
-- answer: [SELECT] counts distinct names: two products of one name count once (generated datasets)
SELECT coalesce(category, 'none') AS category, count(DISTINCT name) AS products FROM Product GROUP BY coalesce(category, 'none') ORDER BY 1;
-- answer: [WHERE] only products under 200 (generated datasets)
SELECT coalesce(category, 'none') AS category, count(*) AS products FROM Product WHERE price < 200 GROUP BY coalesce(category, 'none') ORDER BY 1;
-- answer: [HAVING] groups of three or more left out (generated datasets)
SELECT coalesce(category, 'none') AS category, count(*) AS products FROM Product GROUP BY coalesce(category, 'none') HAVING count(*) < 3 ORDER BY 1;
-- answer: [SELECT] counts the categories, not the products (generated datasets)
SELECT coalesce(category, 'none') AS category, max(count(category), 1) AS products FROM Product GROUP BY coalesce(category, 'none') ORDER BY 1;
