-- answer: conditions in the other order
DELETE FROM Class43 WHERE age < 18 AND gender = 'F';
-- answer: NOT >= and IN
DELETE FROM Class43 WHERE gender IN ('F') AND NOT age >= 18;
-- answer: the rows chosen by a subquery
DELETE FROM Class43 WHERE Stu_ID IN (SELECT Stu_ID FROM Class43 WHERE gender = 'F' AND age < 18);
