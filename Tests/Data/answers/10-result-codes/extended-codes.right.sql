-- answer: a shift instead of a comparison
SELECT id, code, code & 255 FROM AppLog WHERE code >> 8 > 0;
-- answer: >= 256, remainder
SELECT id, code, code % 256 FROM AppLog WHERE code >= 256;
-- answer: a code that is not its own primary code
SELECT id, code, code & 255 FROM AppLog WHERE code <> code & 255;
