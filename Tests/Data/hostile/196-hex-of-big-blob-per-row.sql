-- class: 2 (new attack: bytes in one instruction)
-- tries: hex() of a fresh 240 KB blob for each of a million rows: one instruction per row, 720 KB built (4 s to the wall clock before the byte meter)
-- expect: check=1 code=SQLITE_INTERRUPT run=1 repl=1 max_ms=2000
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n LIMIT 1000000) SELECT count(hex(randomblob(240000))) FROM n;
