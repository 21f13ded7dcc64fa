-- case: 210-recursive-join-fanout
-- class: round 3 (new hostile input)
-- expect: status<=2 max_ms=5000 files=none
WITH RECURSIVE r(n) AS (SELECT 1 UNION ALL SELECT r.n + 1 FROM r JOIN nums WHERE r.n < 5) SELECT count(*) FROM r;
