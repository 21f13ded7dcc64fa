-- case: 124-bidi-and-line-separators
-- class: 5 (control characters reaching a terminal)
-- tries: Unicode format and separator characters that reorder or break what a terminal shows (RLO U+202E, LINE SEPARATOR U+2028, carriage return).
-- expect: check=1 visible=yes
SELECT 'safe' || char(8238) || 'txt.exe' AS "ab", 'one' || char(8232) || 'two' AS line;
