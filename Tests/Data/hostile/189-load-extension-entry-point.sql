-- class: 1 (new attack, issue 12)
-- expect: check=1 code=SQLITE_ERROR run=1 repl=1
SELECT load_extension('libsqlite3.so.0', 'sqlite3_fts5_init');
