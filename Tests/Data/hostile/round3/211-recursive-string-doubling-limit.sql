-- case: 211-recursive-string-doubling-limit
-- class: round 3 (new hostile input)
-- expect: status<=2 max_ms=5000 files=none
WITH RECURSIVE r(s, n) AS (SELECT 'x', 0 UNION ALL SELECT s || s, n + 1 FROM r WHERE n < 40) SELECT n, length(s) FROM r;
