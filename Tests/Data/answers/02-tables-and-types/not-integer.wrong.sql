-- answer: lists only the classes seen today; misses a BLOB age (dataset 1: David)
SELECT name, typeof(age) FROM Class43 WHERE typeof(age) IN ('text', 'real');
-- answer: hard-coded names of today's two students (dataset 1: Walt, May, David missing)
SELECT name, typeof(age) FROM Class43 WHERE name IN ('Greg', 'Lily');
-- answer: hard-coded keys (dataset 1: keys 8, 9, 10 missing)
SELECT name, typeof(age) FROM Class43 WHERE Stu_ID IN (6, 7);
-- answer: extra condition age > 18, true by luck for 'eighteen' and 18.5 (dataset 1: May 17.5)
SELECT name, typeof(age) FROM Class43 WHERE typeof(age) <> 'integer' AND age > 18;
-- answer: text or one hard-coded real value (dataset 1: 17.5 and the blob)
SELECT name, typeof(age) FROM Class43 WHERE typeof(age) = 'text' OR age = 18.5;
