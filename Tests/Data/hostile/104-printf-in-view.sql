-- case: 104-printf-in-view
-- class: 2 (a built-in whose cost explodes inside one call)
-- tries: a view whose column is a huge printf; the SELECT on the view compiles it without an SQLITE_FUNCTION check at CREATE VIEW time.
-- expect: check=1 code=SQLITE_ERROR max_ms=2000 (the authorizer sees this printf; the bounded printf is the second defence)
CREATE VIEW v AS SELECT printf('%!.*c', 2147483647, 'y') AS s;
SELECT length(s) FROM v;
