-- answer: count of a NOT NULL column
SELECT gender, count(Stu_ID) FROM Class43 GROUP BY gender;
-- answer: sum of ones
SELECT gender, sum(1) FROM Class43 GROUP BY gender;
-- answer: group by column number, sorted (the order does not matter here)
SELECT gender, count(name) FROM Class43 GROUP BY 1 ORDER BY 1;
