-- case: 200-attach-computed-name
-- class: round 3 (new hostile input)
-- expect: status<=2 max_ms=5000 files=none
ATTACH ('/tmp/' || 'sqlab-escape-200.db') AS x;
CREATE TABLE x.t(a);
