-- case: 207-pragma-query-only-and-legacy
-- class: round 3 (new hostile input)
-- expect: status<=2 max_ms=5000 files=none
PRAGMA query_only = 1;
PRAGMA legacy_alter_table = ON;
PRAGMA writable_schema = 1;
DELETE FROM orders;
