-- kind=ok
SELECT strftime('%Y-%m', out_on) AS month, count(*) AS loans FROM Loan WHERE strftime('%Y', out_on) = '2024' GROUP BY strftime('%Y-%m', out_on) ORDER BY month;
