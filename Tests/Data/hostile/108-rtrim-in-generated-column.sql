-- case: 108-rtrim-in-generated-column
-- class: 2 (a built-in whose cost explodes inside one call)
-- tries: rtrim with a huge character set inside a generated column of a table the answer creates.
-- expect: check=1 code=SQLITE_TOOBIG max_ms=2000
CREATE TABLE s(x TEXT, y TEXT, z TEXT AS (rtrim(x, y)));
INSERT INTO s(x, y) VALUES (replace(hex(zeroblob(50000)), '00', 'a'), replace(hex(zeroblob(50000)), '0', 'b') || 'a');
SELECT length(z) FROM s;
