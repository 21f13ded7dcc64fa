-- case: 225-invalid-utf8-column-name
-- class: round 3 (new hostile input)
-- expect: status<=2 max_ms=5000 files=none
SELECT 1 AS "ÿþ";
