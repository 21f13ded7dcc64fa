-- case: 205-pragma-journal-wal
-- class: round 3 (new hostile input)
-- expect: status<=2 max_ms=5000 files=none
PRAGMA main.journal_mode = WAL;
PRAGMA mmap_size = 1000000000;
