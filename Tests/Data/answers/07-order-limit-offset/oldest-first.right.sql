-- answer: ascending on the negated age
SELECT name, age FROM Class43 ORDER BY -age, Stu_ID;
-- answer: rowid is the same column as Stu_ID
SELECT name, age FROM Class43 ORDER BY age DESC, rowid;
-- answer: alias and explicit ASC
SELECT c.name, c.age FROM Class43 AS c ORDER BY c.age DESC, c.Stu_ID ASC;
