-- case: 204-load-extension-in-view
-- class: round 3 (new hostile input)
-- expect: status<=2 max_ms=5000 files=none
CREATE VIEW v AS SELECT load_extension('/tmp/evil') AS x;
SELECT * FROM v;
