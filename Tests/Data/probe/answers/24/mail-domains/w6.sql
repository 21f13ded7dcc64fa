-- kind=wrong clause=ORDER_BY class=order-by-expression
SELECT substr(email, instr(email, '@') + 1) AS domain, count(*) AS pupils FROM Pupil WHERE email IS NOT NULL GROUP BY domain ORDER BY length(domain), domain;
