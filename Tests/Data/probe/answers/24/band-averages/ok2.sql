-- kind=ok
SELECT band, count(DISTINCT pid) AS marked, round(sum(mark) * 1.0 / count(*), 1) AS average FROM (SELECT CASE WHEN p.form > 9 THEN 'upper' ELSE 'lower' END AS band, e.pid, e.mark FROM Enrolment AS e JOIN Pupil AS p USING (pid) WHERE e.mark NOTNULL) GROUP BY band ORDER BY band;
