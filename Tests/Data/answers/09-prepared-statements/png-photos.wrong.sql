-- answer: today's PNGs are 8 bytes long, but length is not format (dataset 1: Mike's PNG is 12 bytes)
SELECT number, name FROM Student WHERE length(imageData) = 8;
-- answer: hard-coded numbers (dataset 1: Mike)
SELECT number, name FROM Student WHERE number IN (1, 3);
-- answer: only the first byte checked (dataset 1: Jay's photo starts 89 AB)
SELECT number, name FROM Student WHERE hex(imageData) LIKE '89%';
-- answer: PNG anywhere in the bytes (dataset 1: Lily's photo starts 00 50 4E 47)
SELECT number, name FROM Student WHERE instr(imageData, x'504E47') > 0;
-- answer: skips the first byte (dataset 1: Lily)
SELECT number, name FROM Student WHERE substr(imageData, 2, 3) = x'504E47';
-- answer: the whole photo compared with today's bytes (dataset 1: Mike's longer PNG)
SELECT number, name FROM Student WHERE imageData = x'89504E470D0A1A0A';
