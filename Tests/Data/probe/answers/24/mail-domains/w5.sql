-- kind=wrong clause=WHERE class=like
SELECT substr(email, instr(email, '@') + 1) AS domain, count(*) AS pupils FROM Pupil WHERE email LIKE '%@%.uk' GROUP BY domain ORDER BY domain;
