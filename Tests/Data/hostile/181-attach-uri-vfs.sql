-- class: 1 (new attack, issue 12)
-- expect: check=1 code=SQLITE_AUTH run=1 repl=1
ATTACH 'file:/tmp/sbx/att/v.db?vfs=unix-dotfile' AS m;
