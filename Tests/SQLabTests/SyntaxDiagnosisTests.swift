import XCTest
@testable import SQLabSQLite
@testable import SQLabText
@testable import SQLabSQL
@testable import SQLabLessons
@testable import SQLabEngine
@testable import SQLabPresent
@testable import SQLabShell

/// Each syntax-error class sqlab names, in English and Chinese, with the column the caret marks
/// (1-based, in the statement's last line): where the fix goes.
final class SyntaxDiagnosisTests: XCTestCase {
    static let setup = "CREATE TABLE t(id INTEGER PRIMARY KEY, name TEXT, a INTEGER, b INTEGER); "

    /// (class, statement, column of the caret or nil for none)
    static let cases: [(SyntaxDiagnosis.Kind, String, Int?)] = [
        (.reservedWordAsName, "CREATE TABLE orders(id, order INT)", 25),
        (.reservedWordAsName, "SELECT * FROM group", 15),
        (.clauseOrder, "SELECT * FROM t ORDER BY a WHERE a = 1", 17),
        (.clauseOrder, "SELECT * FROM t LIMIT 1 ORDER BY a", 17),
        (.clauseTwice, "SELECT * FROM t WHERE a = 1 WHERE b = 2", 29),
        (.missingComma, "SELECT id name a FROM t", 16),
        (.missingComma, "INSERT INTO t(id, name) VALUES (1 'Ann')", 35),
        (.extraComma, "SELECT id, name, FROM t", 16),
        (.extraComma, "CREATE TABLE u(a, b,)", 20),
        (.unbalancedParentheses, "SELECT * FROM t WHERE (a = 1", 23),
        (.unbalancedParentheses, "SELECT * FROM t WHERE a = 1)", 28),
        (.unbalancedQuotes, "SELECT * FROM t WHERE name = 'Ann", 30),
        (.curlyQuotes, "SELECT * FROM t WHERE name = ‘Ann’", 30),
        (.otherDialect, "CREATE TABLE u(id INTEGER PRIMARY KEY AUTO_INCREMENT)", 39),
        (.otherDialect, "SELECT TOP 5 * FROM t", 8),
        (.otherDialect, "SELECT * FROM t WHERE name ILIKE 'a%'", 28),
        (.otherDialect, "SELECT a::text FROM t", 9),
        (.otherDialect, "SHOW TABLES", 1),
        (.otherDialect, "DESCRIBE t", 1),
        (.otherDialect, "SELECT NOW()", 8),
        (.otherDialect, "CREATE TABLE u(a) ENGINE=InnoDB", 19),
        (.offsetWithoutLimit, "SELECT * FROM t OFFSET 2", 17),
        (.equalsAfterLimit, "SELECT * FROM t ORDER BY id LIMIT = 10", 35),
        (.missingFrom, "SELECT name WHERE a = 1", 13),
        (.missingFrom, "SELECT *", 9),
        (.extraComma, "SELECT name, FROM t", 12),
        (.unquotedDefault, "CREATE TABLE u(plan TEXT DEFAULT free trial)", 34),
        (.unquotedDefault, "CREATE TABLE u(d TEXT DEFAULT now())", 31),
        (.unquotedDefault, "CREATE TABLE u(d TEXT DEFAULT 1900-01-01)", 31),
        (.missingSemicolon, "SELECT 1 SELECT 2", 10),
        (.misspeltKeyword, "SELECT name FRM t", 13),
        (.misspeltKeyword, "SELEC name FROM t", 1),
        (.unbalancedQuotes, "INSERT INTO t(name) VALUES ('O'Reilly')", 31),
        (.otherDialect, "DELETE FROM t, u WHERE t.id = 1", 14),
        (.otherDialect, "INSERT INTO t SET name = 'a'", 15),
        (.unbalancedParentheses, "SELECT * FROM t JOIN t AS u USING id", 35),
        (.incompleteClause, "SELECT * FROM t WHERE a = 1 AND;", 32),
        (.incompleteClause, "SELECT * FROM t LIMIT 1,;", 24),
        (.incompleteClause, "SELECT * FROM t LIMIT 1 OFFSET;", 31),
        (.incompleteClause, "SELECT * FROM t WHERE a BETWEEN 1;", 34),
        (.incompleteClause, "SELECT * FROM t ORDER BY a NULLS;", 33),
        (.incompleteClause, "SELECT * FROM t LIMIT 1,", 24),
        (.extraComma, "SELECT a FROM t GROUP BY a, ;", 27),
        (.otherDialect, "SELECT DISTINCT ON (a) a, b FROM t", 17),
        (.changeInSubquery, "SELECT * FROM (DELETE FROM t RETURNING *)", 16),
        (.changeInSubquery, "WITH d AS (UPDATE t SET a = 1 RETURNING *) SELECT * FROM d", 12),
        (.missingName, "CREATE table IF NOT EXISTS (x INT)", 28),
        (.missingName, "CREATE TABLE (x INT)", 14),
        (.ambiguousColumn, "SELECT t.a FROM t, t", 20),
        (.ambiguousColumn, "SELECT a FROM t t1, t t2", 8),
        (.nestedAggregate, "SELECT sum(sum(a)) FROM t", 12),
        (.nestedAggregate, "SELECT max(count(*)) FROM t GROUP BY a", 12),
        (.aggregateOutsideSelect, "SELECT * FROM t WHERE count(*) > 1", 23),
        (.aggregateOutsideSelect, "UPDATE t SET a = max(a)", 18),
        (.triggerRow, "CREATE TABLE log(x); CREATE TRIGGER tr AFTER DELETE ON t BEGIN INSERT INTO log VALUES (NEW.a); END; INSERT INTO t(a) VALUES (1); DELETE FROM t", 1),
        (.undefinedColumn, "CREATE INDEX i ON t(nosuch)", 21),
        (.undefinedColumn, "UPDATE t SET nme = 'x' WHERE id = 1", 14),
        (.valueCount, "INSERT INTO t(a, b) VALUES (1)", 28),
        (.valueCount, "WITH c(x, y) AS (SELECT 1) SELECT * FROM c", 6),
        (.functionArguments, "SELECT ifnull(a) FROM t", 8),
        (.functionArguments, "SELECT substr(name) FROM t", 8),
        (.undefinedFunction, "SELECT * FROM t WHERE name REGEXP 'a'", 28),
        (.undefinedFunction, "SELECT lenght(name) FROM t", 8),
        (.termOutOfRange, "SELECT a FROM t ORDER BY 3", 26),
        (.termOutOfRange, "SELECT a, b FROM t GROUP BY a, 5", 32),
        (.keyTaken, "CREATE TABLE tag(name TEXT PRIMARY KEY); INSERT INTO tag VALUES ('w'); INSERT INTO tag VALUES ('w')", nil),
        (.keyTaken, "INSERT INTO t(id) VALUES (1); INSERT INTO t(id) VALUES (1)", 15),
        (.brackets, "SELECT * FROM t WHERE id IN [1, 2]", 29),
        (.brackets, "SELECT * FROM t WHERE id IN {1, 2}", 29),
        (.columnNotRepeated, "SELECT * FROM t WHERE a > 1 AND < 5", 33),
        (.keywordSyntax, "SELECT * FROM t WHERE name IS LIKE 'A%'", 28),
        (.keywordSyntax, "SELECT * FROM t WHERE id IN 1, 2", 29),
        (.keywordSyntax, "SELECT * FROM t WHERE a NOT = 1", 25),
        (.keywordSyntax, "SELECT CASE WHEN a > 1 THEN 'x' FROM t", 33),
        (.keywordSyntax, "SELECT * FROM t WHERE name LIKE ('A%', 'B%')", 33),
        (.keywordSyntax, "SELECT count(DISTINCT a, b) FROM t", 14),
        (.extraSemicolon, "WHERE a > 1", 1),
        (.fullWidth, "SELECT a，b FROM t", 9),
        (.fullWidth, "SELECT * FROM t WHERE a ＝ 1", 25),
        (.requiredColumn, "CREATE TABLE n(id INTEGER PRIMARY KEY, a TEXT, age INTEGER NOT NULL); INSERT INTO n(id, a) VALUES (5, 'Ben')", 14),
        (.missingComma, "CREATE TABLE p(id INTEGER PRIMARY KEY name TEXT)", 39),
        (.otherDialect, "SELECT * FROM t ORDER BY a FETCH FIRST 5 ROWS ONLY", 28),
        (.otherDialect, "SELECT * FROM t WHERE a > ALL (SELECT a FROM t)", 27),
        (.misspeltKeyword, "SELECT * FROM t ORDER BY a DESCENDING", 28),
        (.clauseOrder, "SELECT * FROM t OFFSET 3 LIMIT 3", 17),
        (.offsetWithoutLimit, "SELECT * FROM t ORDER BY a DESC, id OFFSET 3", 37),
        (.undefinedColumn, "SELECT x.name FROM t", 8),
        (.undefinedColumn, "SELECT length FROM t", 8),
        (.undefinedColumn, "SELECT * FROM t AS x JOIN t AS y ON x.id = y.nme", 46),
        (.keywordSyntax, "SELECT * FROM t LIMIT 'ten'", 23),
        (.keywordSyntax, "SELECT * FROM t WHERE a = (SELECT a, b FROM t)", 27),
        (.incompleteClause, "CREATE TABLE w(a TEXT DEFAULT)", 30),
        (.foreignKey, "PRAGMA foreign_keys = ON; CREATE TABLE c(p INTEGER REFERENCES t(id)); INSERT INTO t(id) VALUES (1); INSERT INTO c VALUES (1); DELETE FROM t", nil),
        (.foreignKey, "PRAGMA foreign_keys = ON; CREATE TABLE c(p INTEGER REFERENCES t(id)); INSERT INTO c VALUES (7)", nil),
        (.undefinedColumn, "SELECT * FROM public.t", 15),
        // Mistakes found by trying novices' statements (issue 14, third round).
        (.missingSemicolon, "CREATE TRIGGER g AFTER INSERT ON t BEGIN DELETE FROM t WHERE id = 0 END;", 68),
        (.unbalancedParentheses, "PRAGMA table_info t", 19),
        (.otherDialect, "SELECT group_concat(name, ', ' ORDER BY name) FROM t", 32),
        (.keywordSyntax, "SELECT * FROM t WHERE a BETWEEN 1, 5", 34),
        (.otherDialect, "SELECT ISNULL(name) FROM t", 8),
        (.unbalancedParentheses, "CREATE TABLE u(x INTEGER CHECK x > 0)", 32),
        (.keywordSyntax, "CREATE TABLE u AS SELECT * FROM t PRIMARY KEY (id)", 35),
        (.keywordSyntax, "DELETE FROM t x WHERE x.id = 1", 15),
        (.keywordSyntax, "UPDATE t x SET a = 1", 10),
        (.missingName, "SAVEPOINT;", 10),
        (.unbalancedQuotes, "SELECT name AS \"Full Name\" FROM t ORDER BY Full Name", 44),
        (.keywordSyntax, "SELECT * FROM t WHERE name IN 'Ann'", 31),
        (.keywordSyntax, "DELETE * FROM t", 8),
        (.keywordSyntax, "DELETE name FROM t WHERE id = 1", 8),
        (.missingFrom, "DELETE t WHERE id = 1", 8),
        (.unbalancedParentheses, "CREATE TABLE c(x INT, FOREIGN KEY x REFERENCES t(id))", 35),
        (.unbalancedParentheses, "CREATE TABLE d(x INT, y INT, PRIMARY KEY x, y)", 42),
        // LIMIT's two forms mixed; a misspelt keyword where two values meet is not a missing comma.
        (.keywordSyntax, "SELECT * FROM t ORDER BY id LIMIT 10, OFFSET 5", 37),
        (.misspeltKeyword, "INSERT INTO t (id) VALUE (1)", 20),
        (.misspeltKeyword, "SELECT * FROM t ORDER BY id DECS", 29),
        // DROP of a table that is gone: IF EXISTS.
        (.undefinedColumn, "DROP TABLE t; DROP TABLE t", 12),
        (.undefinedColumn, "DROP VIEW nosuch", 11),
        // A column of a table the statement does not read (the join is missing); an upsert's SET.
        (.undefinedColumn, "CREATE TABLE c(cid INTEGER, title TEXT); SELECT name FROM t WHERE title = 'x'", 26),
        (.undefinedColumn, "INSERT INTO t(id) VALUES (1) ON CONFLICT (id) DO UPDATE SET nosuch = 1", 61),
        // INSERT … SELECT with more columns than the list: the SELECT is marked, not a VALUES row.
        (.valueCount, "INSERT INTO t(name) SELECT name, a FROM t", 21),
        // A function of the sqlite3 shell, not of SQLite.
        (.otherDialect, "SELECT readfile('notes.txt')", 8),
    ]

    func testEachSyntaxClassIsNamedInBothLanguagesWithTheCaretWhereTheFixGoes() throws {
        var seen = Set<SyntaxDiagnosis.Kind>()
        for (kind, sql, column) in Self.cases {
            for language in [Language.en, .zh] {
                let (explanation, _, shown) = try MessageCatalogueTests.run(Self.setup + sql, language: language)
                let diagnosis = try XCTUnwrap(explanation?.diagnosis, "\(sql) [\(language)]: no diagnosis\n\(shown)")
                XCTAssertEqual(diagnosis.kind, kind, "\(sql) [\(language)]\n\(shown)")
                XCTAssertTrue(shown.contains(String(diagnosis.mistake.prefix(12))), "\(sql) [\(language)]\n\(shown)")
                let caretLine = shown.split(separator: "\n").first { $0.contains("^") && $0.allSatisfy { $0 == " " || $0 == "^" } }
                let caretColumn = caretLine.map { $0.prefix(while: { $0 == " " }).count + 1 }
                XCTAssertEqual(caretColumn, column, "\(sql) [\(language)]\n\(shown)")
                if language == .zh {
                    XCTAssertTrue(diagnosis.mistake.unicodeScalars.contains { $0.value >= 0x4E00 && $0.value <= 0x9FFF }, sql)
                    XCTAssertEqual(EnglishSentences.find(in: diagnosis.mistake + " " + diagnosis.fix), [], sql)
                }
            }
            seen.insert(kind)
        }
        XCTAssertEqual(seen, Set(SyntaxDiagnosis.Kind.allCases))
    }

    /// A statement with no recognisable mistake keeps SQLite's explanation and no diagnosis.
    func testNoDiagnosisIsInventedForAnOrdinaryError() throws {
        let (explanation, _, _) = try MessageCatalogueTests.run(Self.setup + "SELECT nosuch FROM t", language: .en)
        XCTAssertNil(explanation?.diagnosis)
        XCTAssertEqual(explanation?.template, "no such column: %s")
    }
}
