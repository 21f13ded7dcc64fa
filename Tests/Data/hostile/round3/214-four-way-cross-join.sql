-- case: 214-four-way-cross-join
-- class: round 3 (new hostile input)
-- expect: status<=2 max_ms=5000 files=none
SELECT count(*) FROM nums a, nums b, nums c, nums d;
