-- kind=wrong clause=ORDER_BY class=order-by-column
SELECT CASE WHEN p.form BETWEEN 7 AND 9 THEN 'lower' ELSE 'upper' END AS band, count(DISTINCT e.pid) AS marked, round(avg(e.mark), 1) AS average FROM Pupil AS p JOIN Enrolment AS e ON e.pid = p.pid WHERE e.mark IS NOT NULL GROUP BY band ORDER BY marked DESC;
