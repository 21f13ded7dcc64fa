-- case: 120-escape-in-column-name
-- class: 5 (control characters reaching a terminal)
-- tries: a column alias holding a screen clear and an OSC 52 clipboard write; the REPL's table, csv, line and markdown modes and check's feedback print column names.
-- expect: check=1 visible=yes
SELECT 1 AS "[2J]52;c;cHduZWQ=", 2 AS "x[31mred";
