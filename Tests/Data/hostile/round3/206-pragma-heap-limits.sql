-- case: 206-pragma-heap-limits
-- class: round 3 (new hostile input)
-- expect: status<=2 max_ms=5000 files=none
PRAGMA hard_heap_limit = 1;
PRAGMA soft_heap_limit = 1;
SELECT count(*) FROM nums;
