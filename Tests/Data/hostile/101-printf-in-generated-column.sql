-- case: 101-printf-in-generated-column
-- class: 2 (a built-in whose cost explodes inside one call)
-- tries: ALTER TABLE ... ADD COLUMN ... AS (printf(...)): the expression runs for every row read.
-- expect: check=1 code=SQLITE_TOOBIG max_ms=2000
ALTER TABLE orders ADD COLUMN g TEXT AS (printf('%.*c', 2147483647, 'x'));
SELECT id, length(g) FROM orders;
