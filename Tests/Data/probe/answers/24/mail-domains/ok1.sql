-- kind=ok
SELECT substr(email, instr(email, '@') + 1) AS domain, count(email) AS pupils FROM Pupil GROUP BY domain HAVING domain IS NOT NULL ORDER BY domain;
