-- kind=wrong clause=WHERE class=null-filter
SELECT substr(email, instr(email, '@') + 1) AS domain, count(*) AS pupils FROM Pupil GROUP BY domain ORDER BY domain;
