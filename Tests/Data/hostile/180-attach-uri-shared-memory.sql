-- class: 1 (new attack, issue 12)
-- expect: check=1 code=SQLITE_AUTH run=1 repl=1
ATTACH 'file:x.db?mode=memory&cache=shared' AS m; SELECT 1;
