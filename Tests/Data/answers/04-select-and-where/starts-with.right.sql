-- answer: the first character compared with substr
SELECT name FROM Class43 WHERE substr(name, 1, 1) = 'J';
-- answer: GLOB with *
SELECT name FROM Class43 WHERE name GLOB 'J*';
-- answer: instr finds J at position 1
SELECT name FROM Class43 WHERE instr(name, 'J') = 1;
-- answer: LIKE ignores the case of A to Z
SELECT name FROM Class43 WHERE name LIKE 'j%';
