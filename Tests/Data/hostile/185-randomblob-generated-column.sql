-- class: 2 (new attack, issue 12)
-- expect: check=1 code=SQLITE_ERROR run=1 repl=1
CREATE TABLE t(a, b AS (randomblob(400000))); INSERT INTO t(a) VALUES (1),(2),(3); SELECT count(*) FROM t;
