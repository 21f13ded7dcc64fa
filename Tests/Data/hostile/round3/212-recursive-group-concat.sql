-- case: 212-recursive-group-concat
-- class: round 3 (new hostile input)
-- expect: status<=2 max_ms=5000 files=none
WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c) SELECT length(group_concat(x)) FROM c;
