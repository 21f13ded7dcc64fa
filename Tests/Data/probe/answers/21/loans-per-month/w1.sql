-- kind=wrong clause=WHERE class=missing-year
SELECT strftime('%Y-%m', out_on) AS month, count(*) AS loans FROM Loan GROUP BY month ORDER BY month;
