-- case: 232-stat1-planner-poison
-- class: round 3 (new hostile input)
-- expect: status<=2 max_ms=5000 files=none
ANALYZE;
INSERT INTO sqlite_stat1 VALUES ('orders', NULL, '1000000000');
ANALYZE sqlite_schema;
SELECT count(*) FROM orders;
