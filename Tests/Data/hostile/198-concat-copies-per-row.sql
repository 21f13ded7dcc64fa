-- class: 2 (new attack: bytes in one instruction)
-- tries: || of a 400 KB text with itself for each of a million rows (OP_Concat copies both sides in one instruction)
-- expect: check=1 code=SQLITE_INTERRUPT run=1 repl=1 max_ms=2000
CREATE TABLE big AS SELECT substr(quote(zeroblob(100000)), 3, 200000) AS s;
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n LIMIT 1000000) SELECT count(s || n.i || s) FROM big, n;
