-- case: 208-pragma-function-form-write
-- class: round 3 (new hostile input)
-- expect: status<=2 max_ms=5000 files=none
SELECT * FROM pragma_journal_mode('off');
SELECT * FROM pragma_temp_store_directory('/tmp');
