-- answer: a LIMIT that happens to fit today's seven (dataset 1: nine are left)
SELECT name, age FROM Class43 ORDER BY age DESC, Stu_ID LIMIT 7 OFFSET 3;
-- answer: "younger than 20" instead of skipping three rows (dataset 1: May, 20, is no longer in the top three)
SELECT name, age FROM Class43 WHERE age < 20 ORDER BY age DESC, Stu_ID;
-- answer: no tie-breaker (dataset 2: an index on age, name DESC puts ties in name order)
SELECT name, age FROM Class43 ORDER BY age DESC LIMIT -1 OFFSET 3;
-- answer: hard-coded keys of today's three oldest (dataset 1: Bella is older)
SELECT name, age FROM Class43 WHERE Stu_ID NOT IN (6, 3, 10) ORDER BY age DESC, Stu_ID;
-- answer: a range that covers today's ages (dataset 1: Walt is 15)
SELECT name, age FROM Class43 WHERE age > 15 AND age < 20 ORDER BY age DESC, Stu_ID;
