-- answer: BETWEEN with equal ends
SELECT name FROM Class43 WHERE age BETWEEN 18 AND 18;
-- answer: IN with one value
SELECT name FROM Class43 WHERE age IN (18);
-- answer: two comparisons, comparison turned around
SELECT name FROM Class43 WHERE 18 <= age AND age <= 18;
