-- case: 224-nul-and-invalid-utf8-values
-- class: round 3 (new hostile input)
-- expect: status<=2 max_ms=5000 files=none
SELECT 'a' || char(0) || 'b' AS nul, CAST(X'C328FFFE' AS TEXT) AS bad, CAST(X'EDA080' AS TEXT) AS surrogate, CAST(X'00' AS TEXT) AS just_nul;
