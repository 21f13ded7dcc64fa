-- answer: ranges around the success codes
SELECT id, code FROM AppLog WHERE code < 0 OR (code > 0 AND code < 100) OR code > 101;
-- answer: NOT BETWEEN and <>
SELECT id, code FROM AppLog WHERE code NOT BETWEEN 100 AND 101 AND code <> 0;
-- answer: NOT around IN
SELECT id, code FROM AppLog WHERE NOT (code IN (0, 100, 101));
