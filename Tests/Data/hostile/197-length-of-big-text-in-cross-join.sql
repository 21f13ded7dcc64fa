-- class: 2 (new attack: bytes in one instruction)
-- tries: length() of a 479 KB text read from overflow pages for each row of a cross join: one instruction per row
-- expect: check=1 code=SQLITE_INTERRUPT run=1 repl=1 max_ms=2000
CREATE TABLE big AS SELECT substr(quote(zeroblob(240000)), 3, 479000) AS s;
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n LIMIT 1000000) SELECT sum(length(s)) FROM big, n;
