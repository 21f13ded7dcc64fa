-- class: 2 (new attack, issue 12)
-- expect: check=1 code=SQLITE_TOOBIG run=1 repl=1
SELECT group_concat(x, hex(zeroblob(1000))) FROM (WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x+1 FROM c WHERE x < 100000) SELECT x FROM c);
