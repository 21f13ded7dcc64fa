-- kind=wrong clause=SELECT class=constants
SELECT substr(email, instr(email, '@') + 1, 9) AS domain, count(*) AS pupils FROM Pupil WHERE email IS NOT NULL GROUP BY domain ORDER BY domain;
