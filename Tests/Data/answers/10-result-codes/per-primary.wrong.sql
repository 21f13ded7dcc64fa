-- answer: counts messages, not entries (dataset 1: two entries without a message)
SELECT code & 255, count(message) FROM AppLog GROUP BY code & 255;
-- answer: leaves out SQLITE_OK (dataset 1: a 0 entry)
SELECT code & 255, count(*) FROM AppLog WHERE code <> 0 GROUP BY code & 255;
-- answer: leaves out codes above today's largest (dataset 1: 3091)
SELECT code & 255, count(*) FROM AppLog WHERE code < 3000 GROUP BY code & 255;
-- answer: leaves out entries without a message (dataset 1)
SELECT code & 255, count(*) FROM AppLog WHERE message IS NOT NULL GROUP BY code & 255;
-- answer: drops big groups (dataset 1: the constraint group grows to 6)
SELECT code & 255, count(*) FROM AppLog GROUP BY code & 255 HAVING count(*) < 4;
