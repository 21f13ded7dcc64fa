-- case: 106-printf-width-from-column
-- class: 2 (a built-in whose cost explodes inside one call)
-- tries: a generated column added with ALTER TABLE (where SQLite's own rewrite needs printf) whose precision comes from the data, through '*'.
-- expect: check=1 code=SQLITE_TOOBIG max_ms=2000
ALTER TABLE nums ADD COLUMN w TEXT AS (printf('%.*c', n * 1000000, 'z'));
SELECT n, length(w) FROM nums WHERE n > 990;
