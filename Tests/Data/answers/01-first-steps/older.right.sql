-- answer: comparison turned around
SELECT name, age FROM Class43 WHERE 18 < age;
-- answer: NOT <=
SELECT name, age FROM Class43 WHERE NOT age <= 18;
-- answer: sorted (the order does not matter here), with an alias
SELECT c.name, c.age FROM Class43 AS c WHERE c.age > 18 ORDER BY c.Stu_ID;
