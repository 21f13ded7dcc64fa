-- case: 209-recursive-union-dedupe
-- class: round 3 (new hostile input)
-- expect: status<=2 max_ms=5000 files=none
WITH RECURSIVE r(x) AS (SELECT 1 UNION SELECT x + 1 FROM r) SELECT count(*) FROM r;
