-- class: 2 (new attack, issue 12)
-- expect: check=1 code=SQLITE_TOOBIG run=1 repl=1
WITH RECURSIVE r(x) AS (SELECT 'a' UNION ALL SELECT x || x FROM r) SELECT length(x) FROM r;
