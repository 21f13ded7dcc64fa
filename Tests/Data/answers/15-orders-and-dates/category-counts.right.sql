-- answer: ifnull
SELECT ifnull(category, 'none') AS category, count(*) AS products FROM Product GROUP BY 1 ORDER BY 1;
-- answer: CASE
SELECT CASE WHEN category IS NULL THEN 'none' ELSE category END AS category, count(P_ID) AS products FROM Product GROUP BY CASE WHEN category IS NULL THEN 'none' ELSE category END ORDER BY category;
-- answer: grouped in a subquery
SELECT k AS category, count(*) AS products FROM (SELECT coalesce(category, 'none') AS k FROM Product) GROUP BY k ORDER BY k;
