-- class: 5  expect: repl --plain: no raw control character in list, tabs, line, table, box or markdown mode, nor in .tables,
-- .schema, echoed lines or errors; csv and json rows keep their bytes
SELECT char(27)||']52;c;aGk='||char(7) AS "c[31m", char(155)||'x'||char(8238)||char(8233) AS b, x'1b5b324a' AS blob;
CREATE TABLE "t[2J"("c" DEFAULT 'a‮');
.tables
.schema
.indexes
SELECT * FROM "nope[2J";
SELECT '[2J' FROM;
.nullvalue [5m
SELECT NULL;
.separator [1m
SELECT 1, 2;
.bogus [1m
