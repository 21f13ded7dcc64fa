-- answer: [HAVING] exactly two, not at least two (generated datasets)
SELECT code, count(*) AS orders FROM Orders GROUP BY code HAVING count(*) = 2 ORDER BY code;
-- answer: [WHERE] only orders placed after New Year's Day 2024 (generated datasets)
SELECT code, count(*) AS orders FROM Orders WHERE placed > '2024-01-01' GROUP BY code HAVING count(*) >= 2 ORDER BY code;
-- answer: [SELECT] counts distinct days: two orders of one day count once (generated datasets)
SELECT code, count(DISTINCT placed) AS orders FROM Orders GROUP BY code HAVING count(DISTINCT placed) >= 2 ORDER BY code;
-- answer: [FROM] joined with Line: an order without lines is lost (generated datasets)
SELECT o.code, count(DISTINCT o.O_ID) AS orders FROM Orders AS o JOIN Line AS l ON l.O_ID = o.O_ID GROUP BY o.code HAVING count(DISTINCT o.O_ID) >= 2 ORDER BY o.code;
-- answer: [HAVING] at most three (generated datasets)
SELECT code, count(*) AS orders FROM Orders GROUP BY code HAVING count(*) BETWEEN 2 AND 3 ORDER BY code;
