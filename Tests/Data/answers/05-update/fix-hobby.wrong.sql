-- answer: picks the row by name, and names are not unique (dataset 1: a second 强哥)
UPDATE stu SET Hober = '游泳' WHERE name = '强哥';
-- answer: picks the row by age (dataset 1: the second 强哥 is 20 too)
UPDATE stu SET Hober = '游泳' WHERE age = 20;
-- answer: picks the row by its current hobby and age (dataset 1)
UPDATE stu SET Hober = '游泳' WHERE Hober = '篮球' AND age = 20;
-- answer: also sets the age to the value it has today (dataset 2: his age is 21 there)
UPDATE stu SET Hober = '游泳', age = 20 WHERE number = 3;
-- answer: replaces the whole row with hard-coded values (dataset 2: overwrites his age)
INSERT OR REPLACE INTO stu VALUES (3, '强哥', 20, '游泳');
