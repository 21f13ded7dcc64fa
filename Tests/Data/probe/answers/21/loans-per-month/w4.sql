-- kind=wrong clause=WHERE|GROUP_BY class=month-only
SELECT '2024-' || strftime('%m', out_on) AS month, count(*) AS loans FROM Loan GROUP BY strftime('%m', out_on) ORDER BY month;
