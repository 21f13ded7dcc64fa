-- kind=wrong clause=WHERE class=constants
SELECT CASE WHEN p.form BETWEEN 7 AND 9 THEN 'lower' ELSE 'upper' END AS band, count(DISTINCT e.pid) AS marked, round(avg(e.mark), 1) AS average FROM Pupil AS p JOIN Enrolment AS e ON e.pid = p.pid WHERE e.mark IS NOT NULL AND e.mark < 95 GROUP BY band ORDER BY band;
