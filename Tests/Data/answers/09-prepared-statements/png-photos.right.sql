-- answer: hex of the first four bytes
SELECT number, name FROM Student WHERE hex(substr(imageData, 1, 4)) = '89504E47';
-- answer: hex of the whole photo, with a LIKE prefix
SELECT number, name FROM Student WHERE hex(imageData) LIKE '89504E47%';
-- answer: the signature found at byte 1
SELECT number, name FROM Student WHERE instr(imageData, x'89504E47') = 1;
