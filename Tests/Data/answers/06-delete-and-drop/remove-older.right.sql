-- answer: NOT <=
DELETE FROM stu WHERE NOT age <= 19;
-- answer: the comparison turned around
DELETE FROM stu WHERE 19 < age;
-- answer: the rows chosen by a subquery
DELETE FROM stu WHERE number IN (SELECT number FROM stu WHERE age > 19);
