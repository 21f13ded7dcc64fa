-- answer: integer division drops the fraction (dataset 1: 18 instead of 18.83)
SELECT sum(age) / count(*) FROM Class43 WHERE gender = '女';
-- answer: divides by today's number of girls (dataset 1: six girls)
SELECT sum(age) / 5 FROM Class43 WHERE gender = '女';
-- answer: "not a boy" instead of "a girl" (dataset 1: Tom has the default gender M)
SELECT avg(age) FROM Class43 WHERE gender <> '男';
-- answer: rounded, whole by luck today (dataset 1: 19.0 instead of 18.83)
SELECT round(avg(age)) FROM Class43 WHERE gender = '女';
-- answer: the middle of the range, not the mean (dataset 1: 19.0 instead of 18.83)
SELECT (min(age) + max(age)) / 2.0 FROM Class43 WHERE gender = '女';
