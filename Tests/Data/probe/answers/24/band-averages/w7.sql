-- kind=wrong clause=SELECT class=case-boundary
SELECT CASE WHEN p.form < 9 OR p.pid = 3 THEN 'lower' ELSE 'upper' END AS band, count(DISTINCT e.pid) AS marked, round(avg(e.mark), 1) AS average FROM Pupil AS p JOIN Enrolment AS e ON e.pid = p.pid WHERE e.mark IS NOT NULL GROUP BY band ORDER BY band;
