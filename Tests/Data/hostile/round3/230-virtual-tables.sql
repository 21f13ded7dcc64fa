-- case: 230-virtual-tables
-- class: round 3 (new hostile input)
-- expect: status<=2 max_ms=5000 files=none
CREATE VIRTUAL TABLE f USING fts5(a);
SELECT * FROM dbstat;
SELECT * FROM sqlite_dbpage;
