-- kind=wrong clause=GROUP_BY class=group-by-expression
SELECT substr(email, instr(email, '@') + 1) AS domain, count(*) AS pupils FROM Pupil WHERE email IS NOT NULL GROUP BY substr(email, -6) ORDER BY domain;
