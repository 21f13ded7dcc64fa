-- answer: _ needs one more character after the J (dataset 1: J)
SELECT name FROM Class43 WHERE name LIKE 'J_%';
-- answer: hard-coded names (dataset 1)
SELECT name FROM Class43 WHERE name IN ('Jack', 'Jay');
-- answer: J anywhere, not at the start (dataset 1: Raj)
SELECT name FROM Class43 WHERE name LIKE '%J%';
-- answer: GLOB ? needs exactly one more character (dataset 1: Jasmine and J)
SELECT name FROM Class43 WHERE name GLOB 'J??' OR name GLOB 'J???';
-- answer: extra condition on the length (dataset 1: Jasmine)
SELECT name FROM Class43 WHERE name LIKE 'J%' AND length(name) <= 4;
