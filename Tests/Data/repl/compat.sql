-- One script for `sqlab repl --plain` and the sqlite3 shell (ShellCompatibilityTests).
CREATE TABLE "t x" ("a b" TEXT, n INTEGER, r REAL, b BLOB);
INSERT INTO "t x" VALUES ('小红', 1, 0.1 + 0.2, x'00ff');
INSERT INTO "t x" VALUES (NULL, NULL, -0.0, NULL), ('', 0, 1e300, x'');
INSERT INTO "t x" VALUES ('a' || char(10) || 'bb', -5, 2.5, 'text'), ('say "hi", ok', 3, 100.0, x'41ff42');
INSERT INTO "t x" VALUES ('tab' || char(9) || 'bed', 7, -1.5e-7, x'0a0d'), ('crlf' || char(13) || char(10) || 'end', 8, 1.0/3, NULL);
INSERT INTO "t x" VALUES (replace(hex(zeroblob(60)), '0', 'x'), 9223372036854775807, 12345678901234567890, x'e5b08f');
CREATE TABLE log (id INTEGER PRIMARY KEY AUTOINCREMENT, what TEXT);
CREATE TRIGGER "t x_log" AFTER INSERT ON "t x" BEGIN INSERT INTO log (what) VALUES (new."a b"); END;
CREATE INDEX t_n ON "t x"(n);
INSERT INTO "t x" (n) VALUES (10);
SELECT * FROM "t x";
SELECT * FROM log;
SELECT -0.0, 0.1 + 0.2, 1e16, 'a|b', 'c,d', 'it''s', NULL, '' AS "empty";
SELECT 1 AS one; SELECT 2 AS two;
SELECT nosuch FROM "t x";
SELECT 'after the error';
INSERT INTO log VALUES (1, 'taken');
SELECT count(*) FROM log WHERE what IS NULL;
SELECT
  n,
  "a b"
FROM "t x" WHERE n > 7;
SELECT * FROM "t x" WHERE 0;
.nullvalue (null)
SELECT NULL AS x, 1 AS y;
.tables
.tables l%
.schema
.schema log
SELECT 1 +;
SELECT 'ünïcödé', '日本語テキスト', '한국어';
.print hello   world
.print "tab\there" 'no\tescape' bare\x "quo\"te"
.print
.print it's 日本語
