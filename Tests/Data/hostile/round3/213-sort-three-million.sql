-- case: 213-sort-three-million
-- class: round 3 (new hostile input)
-- expect: status<=2 max_ms=5000 files=none
WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c LIMIT 3000000) SELECT x FROM c ORDER BY random() LIMIT 1;
