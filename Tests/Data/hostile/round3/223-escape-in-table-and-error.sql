-- case: 223-escape-in-table-and-error
-- class: round 3 (new hostile input)
-- expect: status<=2 max_ms=5000 files=none
CREATE TABLE "t[31mred" ("c[2J" INTEGER);
INSERT INTO "t[31mred" VALUES ('x');
SELECT * FROM "missing]52;c;AAAA";
