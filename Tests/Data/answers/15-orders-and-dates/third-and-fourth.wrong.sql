-- answer: [ORDER BY] no tie-breaker (generated datasets)
SELECT name, price FROM Product ORDER BY price DESC LIMIT 2 OFFSET 2;
-- answer: [ORDER BY] ties broken by name (generated datasets)
SELECT name, price FROM Product ORDER BY price DESC, name LIMIT 2 OFFSET 2;
-- answer: [WHERE] the prices written out (generated datasets)
SELECT name, price FROM Product WHERE price BETWEEN 4.5 AND 6 ORDER BY price DESC, P_ID;
-- answer: [WHERE] below the second price, two of them (generated datasets)
SELECT name, price FROM Product WHERE price < 35 ORDER BY price DESC, P_ID LIMIT 2;
-- answer: [ORDER BY] ties broken by P_ID descending (generated datasets)
SELECT name, price FROM Product ORDER BY price DESC, P_ID DESC LIMIT 2 OFFSET 2;
