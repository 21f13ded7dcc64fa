-- case: 102-printf-in-check-constraint
-- class: 2 (a built-in whose cost explodes inside one call)
-- tries: a CHECK constraint that formats a 2 GB string on every INSERT.
-- expect: check=1 code=SQLITE_ERROR max_ms=2000 (the authorizer sees this printf; the bounded printf is the second defence)
CREATE TABLE t(x INTEGER CHECK (length(printf('%.*c', 2147483647, 'x')) > 0));
INSERT INTO t VALUES (1);
SELECT * FROM t;
