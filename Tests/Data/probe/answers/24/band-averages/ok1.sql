-- kind=ok
SELECT CASE WHEN p.form >= 7 AND p.form <= 9 THEN 'lower' ELSE 'upper' END AS band, count(DISTINCT p.pid) AS marked, round(avg(e.mark), 1) AS average FROM Pupil AS p JOIN Enrolment AS e ON e.pid = p.pid WHERE e.mark IS NOT NULL GROUP BY 1 ORDER BY 1;
