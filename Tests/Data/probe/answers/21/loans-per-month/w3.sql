-- kind=wrong clause=WHERE class=date-boundary
SELECT strftime('%Y-%m', out_on) AS month, count(*) AS loans FROM Loan WHERE out_on >= '2024-01-01' AND out_on < '2024-12-31' GROUP BY month ORDER BY month;
