-- answer: [SELECT] <= '06' counts June
SELECT name, CASE WHEN strftime('%m', born) <= '06' THEN 'yes' ELSE 'no' END AS spring FROM Student ORDER BY S_ID;
-- answer: [SELECT] < '07' counts June
SELECT name, CASE WHEN strftime('%m', born) < '07' THEN 'yes' ELSE 'no' END AS spring FROM Student ORDER BY S_ID;
-- answer: [SELECT] the visible spring months listed
SELECT name, CASE WHEN strftime('%m', born) IN ('01', '03', '05') THEN 'yes' ELSE 'no' END AS spring FROM Student ORDER BY S_ID;
-- answer: [SELECT] the text of the date compared with a month of the visible years
SELECT name, CASE WHEN substr(born, 6, 2) < '06' AND born > '2009' THEN 'yes' ELSE 'no' END AS spring FROM Student ORDER BY S_ID;
-- answer: [ORDER BY] ordered by name
SELECT name, CASE WHEN strftime('%m', born) < '06' THEN 'yes' ELSE 'no' END AS spring FROM Student ORDER BY name;
