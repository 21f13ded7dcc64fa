-- answer: integer arithmetic, whole by luck today (dataset 1: 54 instead of 54.55)
SELECT 100 * sum(gender = '女') / count(*) FROM Class43;
-- answer: hard-coded (dataset 1)
SELECT 50.0;
-- answer: "not a boy" instead of "a girl" (dataset 2: Tom and Ann have the default gender M)
SELECT 100.0 * sum(gender <> '男') / count(*) FROM Class43;
-- answer: divides by today's class size (dataset 1: eleven students)
SELECT 100.0 * (SELECT count(*) FROM Class43 WHERE gender = '女') / 10;
-- answer: rounded, whole by luck today (dataset 1: 55.0 instead of 54.55)
SELECT round(100.0 * sum(gender = '女') / count(*)) FROM Class43;
