-- answer: "text" instead of "not a BLOB" (dataset 1: Jay's imageData is an integer)
SELECT number, name FROM Student WHERE typeof(imageData) = 'text';
-- answer: looks for a .png file name (dataset 1: 'me.jpg')
SELECT number, name FROM Student WHERE imageData LIKE '%.png';
-- answer: hard-coded number (dataset 1)
SELECT number, name FROM Student WHERE number = 5;
-- answer: hard-coded name (dataset 1)
SELECT number, name FROM Student WHERE name = '小红';
-- answer: longer than today's photos (dataset 1: 'me.jpg' and 12345 are short)
SELECT number, name FROM Student WHERE length(imageData) > 8;
