-- answer: the age left out (dataset 1: another 栋哥, aged 19)
SELECT number, name, age FROM Student WHERE name = '栋哥';
-- answer: the name replaced by the gender (dataset 1: 小明 is an 18-year-old boy)
SELECT number, name, age FROM Student WHERE age = 18 AND gender = '男';
-- answer: hard-coded number (dataset 2: number 1 is someone else)
SELECT number, name, age FROM Student WHERE number = 1;
-- answer: a name pattern instead of the name (dataset 1: 栋梁)
SELECT number, name, age FROM Student WHERE name LIKE '栋%' AND age = 18;
-- answer: extra condition on the number (dataset 2: 栋哥 is number 11)
SELECT number, name, age FROM Student WHERE age = 18 AND number < 5;
