-- class: 5: every REPL output mode with control characters in names and values
-- expect: repl=0 visible=yes (box, table, line, markdown, json to a terminal); csv/json to a pipe keep bytes
.mode table
SELECT char(27) || '[2J' AS "c[31m";
.mode csv
.headers on
SELECT char(27) || '[2J' AS "c[31m";
.mode line
SELECT char(27) || '[2J' AS "c[31m";
.mode markdown
SELECT char(27) || '[2J' AS "c[31m";
.mode json
SELECT char(27) || '[2J' AS "c[31m";
