-- answer: <= '05'
SELECT name, CASE WHEN strftime('%m', born) <= '05' THEN 'yes' ELSE 'no' END FROM Student ORDER BY S_ID;
-- answer: substr and a number
SELECT name, CASE WHEN CAST(substr(born, 6, 2) AS INTEGER) BETWEEN 1 AND 5 THEN 'yes' ELSE 'no' END FROM Student ORDER BY S_ID;
-- answer: iif()
SELECT name, iif(strftime('%m', born) < '06', 'yes', 'no') FROM Student ORDER BY S_ID;
