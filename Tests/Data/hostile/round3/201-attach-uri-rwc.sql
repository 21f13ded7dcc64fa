-- case: 201-attach-uri-rwc
-- class: round 3 (new hostile input)
-- expect: status<=2 max_ms=5000 files=none
ATTACH 'file:/tmp/sqlab-escape-201.db?mode=rwc' AS y;
