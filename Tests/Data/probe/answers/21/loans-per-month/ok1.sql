-- kind=ok
SELECT substr(out_on, 1, 7) AS month, count(*) AS loans FROM Loan WHERE out_on LIKE '2024-%' GROUP BY 1 ORDER BY 1;
