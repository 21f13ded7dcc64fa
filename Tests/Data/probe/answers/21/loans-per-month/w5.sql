-- kind=wrong clause=SELECT class=count-distinct
SELECT strftime('%Y-%m', out_on) AS month, count(DISTINCT isbn) AS loans FROM Loan WHERE out_on >= '2024-01-01' AND out_on < '2025-01-01' GROUP BY month ORDER BY month;
