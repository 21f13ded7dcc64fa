-- case: 234-like-escape-blowup
-- class: round 3 (new hostile input)
-- expect: status<=2 max_ms=5000 files=none
SELECT count(*) FROM nums a, nums b WHERE (hex(zeroblob(5000)) || a.n) LIKE '%0%0%0%0%0%0%0%0%0%0%1';
