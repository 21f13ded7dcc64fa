-- answer: picks the row by name, and names are not unique (dataset 1: a second Jack)
UPDATE stu SET Hober = 'swimming' WHERE name = 'Jack';
-- answer: picks the row by age (dataset 1: the second Jack is 20 too)
UPDATE stu SET Hober = 'swimming' WHERE age = 20;
-- answer: picks the row by its current hobby and age (dataset 1)
UPDATE stu SET Hober = 'swimming' WHERE Hober = 'basketball' AND age = 20;
-- answer: also sets the age to the value it has today (dataset 2: his age is 21 there)
UPDATE stu SET Hober = 'swimming', age = 20 WHERE number = 3;
-- answer: replaces the whole row with hard-coded values (dataset 2: overwrites his age)
INSERT OR REPLACE INTO stu VALUES (3, 'Jack', 20, 'swimming');
