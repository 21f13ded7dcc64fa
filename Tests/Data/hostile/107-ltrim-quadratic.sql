-- case: 107-ltrim-quadratic
-- class: 2 (a built-in whose cost explodes inside one call)
-- tries: ltrim(X, Y) with a 100,000-byte character set: SQLite compares every character of X with every character of Y (one call: 66 s).
-- expect: check=1 code=SQLITE_TOOBIG max_ms=2000
WITH big(x, y) AS (SELECT replace(hex(zeroblob(50000)), '00', 'a'), replace(hex(zeroblob(50000)), '0', 'b') || 'a')
SELECT length(ltrim(x, y)) FROM big;
