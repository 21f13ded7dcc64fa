-- case: 228-zeroblob-rows-out
-- class: round 3 (new hostile input)
-- expect: status<=2 max_ms=5000 files=none
SELECT zeroblob(400000) AS z, n FROM nums;
