-- case: 227-json-each-huge
-- class: round 3 (new hostile input)
-- expect: status<=2 max_ms=5000 files=none
SELECT count(*) FROM json_each((SELECT json_group_array(a.n) FROM nums a, nums b));
