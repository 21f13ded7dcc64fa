-- class: 1 (new attack, issue 12)
-- expect: check=1 code=SQLITE_ERROR run=1 repl=1
SELECT * FROM sqlite_dbpage;
