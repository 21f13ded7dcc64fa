-- answer: IN list
SELECT name FROM Class43 WHERE gender = 'F' AND age IN (17, 19);
-- answer: the gender repeated in each branch
SELECT name FROM Class43 WHERE (gender = 'F' AND age = 17) OR (gender = 'F' AND age = 19);
-- answer: conditions in the other order, with an alias
SELECT c.name FROM Class43 AS c WHERE c.age IN (19, 17) AND c.gender = 'F';
