-- case: 109-instr-quadratic
-- class: 2 (a built-in whose cost explodes inside one call)
-- tries: instr() with a 200,000-byte needle that almost matches everywhere in a 400,000-byte haystack.
-- expect: check=1 code=SQLITE_TOOBIG max_ms=2000
WITH big(h, n) AS (SELECT replace(hex(zeroblob(200000)), '0', 'a'), replace(hex(zeroblob(99999)), '0', 'a') || 'b')
SELECT instr(h, n) FROM big;
