-- case: 203-load-extension-libc
-- class: round 3 (new hostile input)
-- expect: status<=2 max_ms=5000 files=none
SELECT load_extension('/lib/x86_64-linux-gnu/libc.so.6', 'system');
