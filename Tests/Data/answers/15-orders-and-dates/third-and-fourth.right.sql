-- answer: LIMIT 2, 2
SELECT name, price FROM Product ORDER BY price DESC, P_ID LIMIT 2, 2;
-- answer: by position and negated
SELECT name, price FROM Product ORDER BY -price, 1 = 1, P_ID LIMIT 2 OFFSET 2;
-- answer: a window function
SELECT name, price FROM (SELECT name, price, P_ID, row_number() OVER (ORDER BY price DESC, P_ID) AS n FROM Product) WHERE n IN (3, 4) ORDER BY n;
