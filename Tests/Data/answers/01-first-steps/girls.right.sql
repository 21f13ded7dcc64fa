-- answer: every column named
SELECT Stu_ID, name, gender, age FROM Class43 WHERE gender = 'F';
-- answer: IN with one value
SELECT * FROM Class43 WHERE gender IN ('F');
-- answer: sorted (the order does not matter here)
SELECT * FROM Class43 WHERE gender = 'F' ORDER BY Stu_ID;
