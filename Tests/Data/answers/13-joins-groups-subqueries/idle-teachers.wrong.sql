-- answer: [WHERE] NOT IN a subquery that may return NULL
SELECT name FROM Teacher WHERE T_ID NOT IN (SELECT T_ID FROM Class);
-- answer: [WHERE] the partner tested on a column that may be NULL
SELECT t.name FROM Teacher AS t LEFT JOIN Class AS c ON c.T_ID = t.T_ID WHERE c.room IS NULL;
-- answer: [WHERE] today's idle teacher by key
SELECT name FROM Teacher WHERE T_ID = 4;
-- answer: [WHERE] the teachers with classes listed by key
SELECT name FROM Teacher WHERE T_ID NOT IN (1, 2, 3);
-- answer: [WHERE] the subject of today's idle teacher
SELECT name FROM Teacher WHERE subject = 'sport';
-- answer: [WHERE] teachers with the largest key
SELECT name FROM Teacher WHERE T_ID > 3;
