-- answer: today's three extended codes only (dataset 1: 275, 787, 3091 and plain 19)
SELECT id, code FROM AppLog WHERE code IN (1555, 2067, 1299);
-- answer: "large" codes (dataset 1: 1034 is an I/O error, 275 and 787 are missed)
SELECT id, code FROM AppLog WHERE code > 1000;
-- answer: decided by the message (dataset 1: 3091's message does not say "constraint failed")
SELECT id, code FROM AppLog WHERE message LIKE '%constraint failed%';
-- answer: messages starting with today's rule names (dataset 1: CHECK, FOREIGN KEY)
SELECT id, code FROM AppLog WHERE message LIKE 'UNIQUE%' OR message LIKE 'NOT NULL%';
-- answer: hard-coded ids (dataset 1)
SELECT id, code FROM AppLog WHERE id IN (2, 5, 6);
