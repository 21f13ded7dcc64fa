-- case: 122-escape-in-syntax-error
-- class: 5 (control characters reaching a terminal)
-- tries: a syntax error right after a string literal holding a cursor move and a title-bar write (OSC 0).
-- expect: check=1 code=SQLITE_ERROR visible=yes
SELECT ']0;owned[1A' FROM;
