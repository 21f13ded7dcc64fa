-- answer: the age left out (dataset 1: another Dan, aged 19)
SELECT number, name, age FROM Student WHERE name = 'Dan';
-- answer: the name replaced by the gender (dataset 1: Mike is an 18-year-old boy)
SELECT number, name, age FROM Student WHERE age = 18 AND gender = 'M';
-- answer: hard-coded number (dataset 2: number 1 is someone else)
SELECT number, name, age FROM Student WHERE number = 1;
-- answer: a name pattern instead of the name (dataset 1: Danny)
SELECT number, name, age FROM Student WHERE name LIKE 'Dan%' AND age = 18;
-- answer: extra condition on the number (dataset 2: Dan is number 11)
SELECT number, name, age FROM Student WHERE age = 18 AND number < 5;
