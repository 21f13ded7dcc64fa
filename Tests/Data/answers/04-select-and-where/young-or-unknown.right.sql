-- answer: coalesce the unknown age to 0
SELECT name FROM stu WHERE coalesce(age, 0) < 18;
-- answer: an unknown comparison turned into true
SELECT name FROM stu WHERE ifnull(age < 18, 1);
-- answer: typeof instead of IS NULL, in the other order
SELECT name FROM stu WHERE age < 18 OR typeof(age) = 'null';
-- answer: NOT with parentheses, plus IS NULL
SELECT name FROM stu WHERE NOT (age >= 18) OR age IS NULL;
