-- answer: remainder instead of a bit mask
SELECT id, code FROM AppLog WHERE code % 256 = 19;
-- answer: the mask written in hexadecimal
SELECT id, code FROM AppLog WHERE code & 0xFF = 19;
-- answer: the high bits removed by shifting
SELECT id, code FROM AppLog WHERE code - ((code >> 8) << 8) = 19;
