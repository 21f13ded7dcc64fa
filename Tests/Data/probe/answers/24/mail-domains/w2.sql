-- kind=wrong clause=SELECT class=count-distinct
SELECT substr(email, instr(email, '@') + 1) AS domain, count(DISTINCT first) AS pupils FROM Pupil WHERE email IS NOT NULL GROUP BY domain ORDER BY domain;
