-- case: 110-replace-quadratic-in-check
-- class: 2 (a built-in whose cost explodes inside one call)
-- tries: replace() with a long almost-matching pattern, hidden in a CHECK constraint.
-- expect: check=1 code=SQLITE_TOOBIG max_ms=2000
CREATE TABLE r(h TEXT, n TEXT, CHECK (replace(h, n, '') IS NOT NULL));
INSERT INTO r VALUES (replace(hex(zeroblob(200000)), '0', 'a'), replace(hex(zeroblob(99999)), '0', 'a') || 'b');
SELECT count(*) FROM r;
