-- case: 202-vacuum-into-computed
-- class: round 3 (new hostile input)
-- expect: status<=2 max_ms=5000 files=none
VACUUM INTO '/tmp/' || 'sqlab-escape-202.db';
