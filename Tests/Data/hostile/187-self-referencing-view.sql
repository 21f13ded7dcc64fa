-- class: 2 (new attack, issue 12)
-- expect: check=1 code=SQLITE_ERROR run=1 repl=1
CREATE VIEW v AS SELECT * FROM v; SELECT * FROM v;
