-- case: 100-printf-in-column-default
-- class: 2 (a built-in whose cost explodes inside one call)
-- tries: printf's huge %.*c hidden in a column DEFAULT, which the authorizer never sees at CREATE time; the INSERT evaluates it.
-- expect: check=1 code=SQLITE_TOOBIG max_ms=2000
CREATE TABLE t(id INTEGER PRIMARY KEY, x TEXT DEFAULT (printf('%.*c', 2147483647, 'x')));
INSERT INTO t(id) VALUES (1);
SELECT id, length(x) FROM t;
