-- kind=ok
SELECT substr(email, instr(email, '@') + 1) AS domain, count(*) AS pupils FROM Pupil WHERE email GLOB '*@*' GROUP BY 1 ORDER BY 1;
