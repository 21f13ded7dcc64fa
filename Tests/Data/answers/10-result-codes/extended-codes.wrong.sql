-- answer: "large" codes (dataset 1: 275 and 787 are missed)
SELECT id, code, code & 255 FROM AppLog WHERE code >= 1000;
-- answer: the primary code written as 19 (dataset 1: 1034's primary code is 10)
SELECT id, code, 19 FROM AppLog WHERE code > 255;
-- answer: constraint codes only (dataset 1: 1034 is missed)
SELECT id, code, code & 255 FROM AppLog WHERE code & 255 = 19 AND code > 19;
-- answer: today's three codes (dataset 1)
SELECT id, code, code & 255 FROM AppLog WHERE code IN (1555, 2067, 1299);
-- answer: decided by the message (dataset 1: 'disk I/O error')
SELECT id, code, code & 255 FROM AppLog WHERE message LIKE '%constraint failed%';
