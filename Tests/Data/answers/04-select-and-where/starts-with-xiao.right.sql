-- answer: the first character compared with substr
SELECT name FROM Class43 WHERE substr(name, 1, 1) = '小';
-- answer: GLOB with *
SELECT name FROM Class43 WHERE name GLOB '小*';
-- answer: instr finds 小 at position 1
SELECT name FROM Class43 WHERE instr(name, '小') = 1;
