-- answer: remainder instead of a mask
SELECT code % 256, count(*) FROM AppLog GROUP BY code % 256;
-- answer: alias in GROUP BY, count of the key
SELECT code & 255 AS primary_code, count(id) FROM AppLog GROUP BY primary_code;
-- answer: group by column number
SELECT code & 255, count(*) FROM AppLog GROUP BY 1;
