-- case: 105-format-many-conversions-in-default
-- class: 2 (a built-in whose cost explodes inside one call)
-- tries: a DEFAULT whose format() has seven %.*c conversions of 400,000 each: none is over the length limit alone, together they are.
-- expect: check=1 code=SQLITE_TOOBIG max_ms=2000
CREATE TABLE t(id INTEGER PRIMARY KEY, x TEXT DEFAULT (format('%.*c%.*c%.*c%.*c%.*c%.*c%.*c', 400000, 'a', 400000, 'b', 400000, 'c', 400000, 'd', 400000, 'e', 400000, 'f', 400000, 'g')));
INSERT INTO t(id) VALUES (1);
SELECT id, length(x) FROM t;
