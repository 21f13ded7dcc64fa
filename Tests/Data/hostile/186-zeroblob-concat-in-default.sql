-- class: 2 (new attack, issue 12)
-- expect: check=1 code=SQLITE_TOOBIG run=1 repl=1
CREATE TABLE t(a DEFAULT (zeroblob(499999) || zeroblob(499999))); INSERT INTO t DEFAULT VALUES;
