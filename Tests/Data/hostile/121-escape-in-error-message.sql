-- case: 121-escape-in-error-message
-- class: 5 (control characters reaching a terminal)
-- tries: a table name with an escape sequence: SQLite's message ("no such table") and the echoed SQL with its caret carry it.
-- expect: check=1 code=SQLITE_ERROR visible=yes
SELECT * FROM "orders[2J[H";
