-- answer: _ is exactly one character (dataset 1: 小美丽 and 小)
SELECT name FROM Class43 WHERE name LIKE '小_';
-- answer: hard-coded names (dataset 1)
SELECT name FROM Class43 WHERE name IN ('小红', '小明');
-- answer: 小 anywhere, not at the start (dataset 1: 阿小)
SELECT name FROM Class43 WHERE name LIKE '%小%';
-- answer: GLOB ? is exactly one character (dataset 1: 小美丽)
SELECT name FROM Class43 WHERE name GLOB '小?';
-- answer: extra condition on the length (dataset 1: 小美丽)
SELECT name FROM Class43 WHERE name LIKE '小%' AND length(name) = 2;
