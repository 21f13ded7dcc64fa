import Foundation
import XCTest
@testable import SQLabSQLite
@testable import SQLabText
@testable import SQLabLessons
@testable import SQLabEngine
@testable import SQLabShell

/// Statements are classified by asking SQLite (`sqlite3_stmt_readonly`, `sqlite3_stmt_isexplain`
/// and the authorizer's action codes during prepare), never by their first word.
final class StatementKindTests: XCTestCase {
    /// SQL, whether it changes rows (its `sqlite3_changes64` is its count), whether the schema
    /// may differ after it, and whether SQLite calls it read-only.
    static let table: [(sql: String, changesRows: Bool, mayChangeSchema: Bool, readOnly: Bool)] = [
        ("SELECT * FROM t", false, false, true),
        ("select a from t where a = 1", false, false, true),
        ("/* a note */ SELECT 1", false, false, true),
        ("WITH x AS (SELECT 1) SELECT * FROM x", false, false, true),
        ("INSERT INTO t VALUES (1)", true, false, false),
        ("  insert into t values (1)", true, false, false),
        ("/* note */ INSERT INTO t VALUES (1)", true, false, false),
        ("-- note\nINSERT INTO t VALUES (1)", true, false, false),
        ("/* 学生 */ INSERT INTO t VALUES (1)", true, false, false),
        ("REPLACE INTO t VALUES (1)", true, false, false),
        ("INSERT INTO t VALUES (1) ON CONFLICT DO UPDATE SET a = 2", true, false, false),
        ("WITH x(v) AS (SELECT 5) INSERT INTO t SELECT v FROM x", true, false, false),
        ("WITH x(v) AS (SELECT 5) UPDATE t SET a = (SELECT v FROM x)", true, false, false),
        ("WITH x(v) AS (SELECT 5) DELETE FROM t WHERE a IN x", true, false, false),
        ("UPDATE t SET a = 2", true, false, false),
        ("DELETE FROM t", true, false, false),
        ("INSERT INTO v VALUES (1)", true, false, false),  // a view with an INSTEAD OF trigger
        ("CREATE TABLE u(a)", false, true, false),
        ("/* note */ CREATE TABLE students(a)", false, true, false),
        ("create temp table u(a)", false, true, false),
        ("CREATE TABLE u AS SELECT * FROM t", false, true, false),
        ("CREATE INDEX i ON t(a)", false, true, false),
        ("CREATE VIEW w AS SELECT a FROM t", false, true, false),
        ("CREATE TRIGGER g AFTER INSERT ON t BEGIN INSERT INTO log VALUES (new.a); END", false, true, false),
        ("DROP TABLE t", false, true, false),
        ("DROP VIEW v", false, true, false),
        ("ALTER TABLE t ADD COLUMN b", false, true, false),
        ("ALTER TABLE t RENAME TO t2", false, true, false),
        ("EXPLAIN CREATE TABLE u(a)", false, false, false),  // sqlite3_stmt_readonly: the program would write
        ("EXPLAIN QUERY PLAN SELECT * FROM t", false, false, true),
        ("EXPLAIN DELETE FROM t", false, false, false),
        ("BEGIN", false, false, true),
        ("SAVEPOINT s", false, false, true),
        ("PRAGMA table_info(t)", false, false, true),
    ]

    func connection() throws -> Connection {
        let connection = try Connection()
        try connection.execute("""
            CREATE TABLE t(a PRIMARY KEY); CREATE TABLE log(a);
            CREATE VIEW v AS SELECT a FROM t;
            CREATE TRIGGER tv INSTEAD OF INSERT ON v BEGIN INSERT INTO t VALUES (new.a); END;
            """)
        return connection
    }

    func testEveryKindAsSQLiteSaysIt() throws {
        let connection = try self.connection()
        for entry in Self.table {
            guard let statement = try connection.prepare(entry.sql) else { return XCTFail("\(entry.sql): no statement") }
            XCTAssertEqual(statement.kind.changesRows, entry.changesRows, "changesRows of \(entry.sql)")
            XCTAssertEqual(statement.kind.mayChangeSchema, entry.mayChangeSchema, "mayChangeSchema of \(entry.sql)")
            XCTAssertEqual(statement.kind.contains(.readOnly), entry.readOnly, "readOnly of \(entry.sql)")
            XCTAssertEqual(statement.kind.contains(.readOnly), statement.isReadOnly)
        }
    }

    func testTransactionEndsMayChangeTheSchema() throws {
        let connection = try self.connection()
        try connection.execute("BEGIN; SAVEPOINT s;")
        for sql in ["RELEASE s", "ROLLBACK TO s", "COMMIT", "END", "ROLLBACK"] {
            guard let statement = try connection.prepare(sql) else { return XCTFail(sql) }
            XCTAssertTrue(statement.kind.mayChangeSchema, sql)
            XCTAssertFalse(statement.kind.changesRows, sql)
        }
    }

    /// A trigger body's INSERT is the trigger's, not the statement's: an UPDATE that fires one
    /// is still an UPDATE, and a CREATE TRIGGER changes no rows.
    func testTriggerBodiesDoNotCount() throws {
        let connection = try self.connection()
        try connection.execute("CREATE TRIGGER g AFTER UPDATE ON t BEGIN DELETE FROM log; END;")
        let update = try XCTUnwrap(try connection.prepare("UPDATE t SET a = a"))
        XCTAssertTrue(update.kind.changesRows)
        XCTAssertFalse(update.kind.mayChangeSchema)
    }

    /// The REPL's case from the issue: after a statement that starts with a comment creates a
    /// table, completion and "did you mean" know the table.
    func testACommentBeforeCreateTableStillRefreshesTheSchema() throws {
        var text = ""
        let session = try Session(configuration: Session.Configuration(), lesson: nil) { text += $0 + "\n" }
        session.feed("SELECT * FROM nothing_yet;")   // fails, and reads the (empty) schema for suggestions
        session.feed("/* note */ CREATE TABLE students(a);")
        XCTAssertTrue(session.completions(for: "stu", after: "SELECT * FROM ").contains("students"))
        text = ""
        session.feed("SELECT * FROM student;")
        XCTAssertTrue(text.contains("students"), "no suggestion of students:\n\(text)")
    }

    /// A statement that changes rows is shown with its count whatever comes before its verb.
    func testRowCountsWhateverPrecedesTheVerb() throws {
        let lesson = Lesson(id: "x", title: "x", path: "x.md", blocks: [])
        let runner = try LessonRunner(lesson: lesson, sandbox: Sandbox(), explainer: Explainer(language: .en))
        _ = try runner.execute(typed: "CREATE TABLE t(a);", at: SourceLocation(file: "x", line: 1))
        for sql in ["/* one */ INSERT INTO t VALUES (1);", "-- two\nINSERT INTO t VALUES (2);",
                    "WITH v(n) AS (SELECT 3) INSERT INTO t SELECT n FROM v;"] {
            let outcome = try runner.execute(typed: sql, at: SourceLocation(file: "x", line: 1))
            guard case .changed(let count, let tables) = outcome.result else { return XCTFail("\(sql): \(outcome.result)") }
            XCTAssertEqual(count, 1, sql)
            XCTAssertEqual(tables.first?.table, "t", sql)
        }
    }
}
