-- case: 111-json-patch-quadratic
-- class: 2 (a built-in whose cost explodes inside one call)
-- tries: json_patch() of two objects with 40,000 distinct keys each: a linear search per key (4.7 s for 20,000).
-- expect: check=1 code=SQLITE_TOOBIG max_ms=2000
WITH RECURSIVE k(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM k WHERE i < 40000),
     o(a, b) AS (SELECT json_group_object('a' || i, i), json_group_object('b' || i, i) FROM k)
SELECT length(json_patch(a, b)) FROM o;
