-- answer: >= 19 assumes whole-number ages (dataset 2: May is 18.5)
SELECT name, age FROM Class43 WHERE age >= 19;
-- answer: hard-coded names (dataset 1: Lily)
SELECT name, age FROM Class43 WHERE name IN ('Mike', 'Jack', 'Amy O''Brien');
-- answer: today's ages listed (dataset 1: Lily is 21)
SELECT name, age FROM Class43 WHERE age IN (19, 20);
-- answer: an upper bound the task does not have (dataset 1: Lily is 21)
SELECT name, age FROM Class43 WHERE age > 18 AND age < 21;
-- answer: hard-coded keys (dataset 1: Lily)
SELECT name, age FROM Class43 WHERE Stu_ID IN (1, 4, 6);
