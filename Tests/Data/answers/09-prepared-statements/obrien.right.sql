-- answer: the apostrophe made with char(39)
SELECT number, name FROM Student WHERE name = 'Amy O' || char(39) || 'Brien';
-- answer: IN list
SELECT number, name FROM Student WHERE name IN ('Amy O''Brien');
-- answer: the apostrophe put in with replace
SELECT number, name FROM Student WHERE name = replace('Amy O#Brien', '#', '''');
