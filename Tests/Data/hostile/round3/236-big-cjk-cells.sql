-- case: 236-big-cjk-cells
-- class: round 3 (new hostile input)
-- expect: status<=2 max_ms=5000 files=none
SELECT replace(hex(zeroblob(60000)), '0', '中') AS wide, n FROM nums LIMIT 100;
