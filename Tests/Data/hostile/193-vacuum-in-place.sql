-- class: 1 (new attack, issue 12)
-- expect: check=1 code=SQLITE_AUTH run=1 repl=1
VACUUM; SELECT 1;
