-- answer: != instead of <>
SELECT number, name FROM Student WHERE typeof(imageData) != 'blob';
-- answer: every other storage class listed
SELECT number, name FROM Student WHERE typeof(imageData) IN ('null', 'integer', 'real', 'text');
-- answer: every non-BLOB value sorts before every BLOB, even the empty one
SELECT number, name FROM Student WHERE imageData < x'';
