-- answer: every column named
SELECT Stu_ID, name, gender, age FROM Class43 WHERE gender = '女';
-- answer: IN with one value
SELECT * FROM Class43 WHERE gender IN ('女');
-- answer: sorted (the order does not matter here)
SELECT * FROM Class43 WHERE gender = '女' ORDER BY Stu_ID;
