-- answer: a prefix pattern (dataset 1: Amy Ong)
SELECT number, name FROM Student WHERE name LIKE 'Amy O%';
-- answer: a suffix pattern (dataset 1: Bob O'Brien)
SELECT number, name FROM Student WHERE name LIKE '%Brien';
-- answer: hard-coded number (dataset 1: a second Amy O'Brien, number 9)
SELECT number, name FROM Student WHERE number = 4;
-- answer: ? matches any character, such as a curly apostrophe (dataset 1: Amy O’Brien)
SELECT number, name FROM Student WHERE name GLOB 'Amy O?Brien';
-- answer: LIKE ignores case (dataset 1: amy o'brien)
SELECT number, name FROM Student WHERE name LIKE 'Amy O''Brien';
-- answer: contains Brien (dataset 1)
SELECT number, name FROM Student WHERE instr(name, 'Brien') > 0;
