-- case: 235-replace-chain
-- class: round 3 (new hostile input)
-- expect: status<=2 max_ms=5000 files=none
SELECT length(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace('ab', 'a', 'aa'), 'a', 'aa'), 'a', 'aa'), 'a', 'aa'), 'a', 'aa'), 'a', 'aa'), 'a', 'aa'), 'a', 'aa'), 'a', 'aa'), 'a', 'aa'), 'a', 'aa'), 'a', 'aa')) AS n FROM nums;
