-- answer: NOT >=
DELETE FROM Class43 WHERE NOT age >= 20;
-- answer: comparison turned around
DELETE FROM Class43 WHERE 20 > age;
-- answer: the rows chosen by a subquery
DELETE FROM Class43 WHERE Stu_ID IN (SELECT Stu_ID FROM Class43 WHERE age < 20);
