import Foundation
import XCTest
@testable import SQLabSQLite
@testable import SQLabText
@testable import SQLabSQL
@testable import SQLabLessons
@testable import SQLabCourse
@testable import SQLabEngine
@testable import SQLabPresent
@testable import SQLabGrading
@testable import SQLabLogictest
@testable import SQLabShell
@testable import SQLabCommands

/// The sandbox's defences, each with the attack it stops, and the fixture's integrity after
/// every hostile case checked in-process.
final class SandboxTests: XCTestCase {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Data/hostile")

    func sandboxed() throws -> SandboxedConnection {
        let s = try Sandbox().open()
        try s.connection.execute("CREATE TABLE t(a INTEGER PRIMARY KEY, b TEXT)")
        return s
    }

    func code(_ s: SandboxedConnection, _ sql: String) -> ResultCode? {
        do {
            try s.withDeadline { try s.connection.execute(sql) }
            return nil
        } catch {
            return (error as? SQLiteError)?.code
        }
    }

    func testFileAccessIsDenied() throws {
        let s = try sandboxed()
        XCTAssertEqual(code(s, "ATTACH 'x.db' AS x")?.primary, .SQLITE_AUTH)
        XCTAssertEqual(code(s, "VACUUM INTO 'y.db'")?.primary, .SQLITE_AUTH)
        XCTAssertEqual(code(s, "SELECT load_extension('evil')")?.primary, .SQLITE_ERROR)
        XCTAssertEqual(code(s, "SELECT fts3_tokenizer('simple')")?.primary, .SQLITE_ERROR)
        XCTAssertEqual(code(s, "PRAGMA temp_store_directory = '/tmp'")?.primary, .SQLITE_AUTH)
        XCTAssertEqual(code(s, "SELECT writefile('z', 'x')")?.primary, .SQLITE_ERROR)
        XCTAssertFalse(FileManager.default.fileExists(atPath: "x.db"))
        XCTAssertFalse(FileManager.default.fileExists(atPath: "y.db"))
    }

    func testPragmasOutsideTheAllowListAreDeniedAndTheTaughtOnesWork() throws {
        let s = try sandboxed()
        for pragma in ["writable_schema = ON", "hard_heap_limit = 1000", "max_page_count = 1000000",
                       "reverse_unordered_selects = ON", "journal_mode = OFF", "query_only = 1"] {
            XCTAssertNotNil(code(s, "PRAGMA \(pragma)"), pragma)
        }
        for pragma in ["foreign_keys = ON", "table_info(t)", "index_list(t)", "integrity_check"] {
            XCTAssertNil(code(s, "PRAGMA \(pragma)"), pragma)
        }
        XCTAssertNil(code(s, "SELECT * FROM pragma_table_info('t')"))
    }

    func testLimitsAndDeadlines() throws {
        let s = try sandboxed()
        XCTAssertEqual(code(s, "SELECT zeroblob(2000000000)"), .SQLITE_TOOBIG)
        XCTAssertEqual(code(s, "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c) INSERT INTO t(b) SELECT randomblob(1000) FROM c")?.primary, .SQLITE_FULL)
        let start = Date()
        s.timeout = 0.3
        XCTAssertEqual(code(s, "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c) SELECT count(*) FROM c"), .SQLITE_INTERRUPT)
        XCTAssertTrue(s.deadlineExpired)
        XCTAssertLessThan(Date().timeIntervalSince(start), 1.5)
        // ALTER TABLE still works: SQLite's own schema rewrite may use printf.
        XCTAssertNil(code(s, "ALTER TABLE t ADD COLUMN c TEXT; ALTER TABLE t RENAME TO u; ALTER TABLE u RENAME COLUMN c TO d"))
        XCTAssertEqual(code(s, "SELECT printf('%.*c', 2147483647, 'x')")?.primary, .SQLITE_ERROR)
    }

    func testInterruptFromAnotherThread() throws {
        let s = try sandboxed()
        s.timeout = 30
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.2) { s.interrupt() }
        XCTAssertEqual(code(s, "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c) SELECT count(*) FROM c"), .SQLITE_INTERRUPT)
        XCTAssertFalse(s.deadlineExpired)
    }

    func testConnectionsArePrivate() throws {
        let a = try Sandbox().open(), b = try Sandbox().open()
        try a.connection.execute("CREATE TABLE only_in_a(x)")
        XCTAssertEqual(try b.connection.scalar("SELECT count(*) FROM sqlite_schema"), .integer(0))
    }

    func testTheFixtureIsIntactAfterEveryHostileCase() throws {
        // A worker has the whole limit to itself; this test process also holds what earlier tests
        // left to SQLite, so the case gets the limit on top of that.
        Sandbox.setProcessHeapLimit(bytes: Sandbox.memoryInUse + Sandbox.defaultHeapLimit)
        defer { Sandbox.setProcessHeapLimit(bytes: 0) }
        let lesson = try LessonParser.parse(contentsOf: Self.folder.appendingPathComponent("lesson.md").path)
        let totals = lesson.exercise("totals")!
        let reference = totals.reference.map(\.sql).joined(separator: "\n")
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).filter { $0.hasSuffix(".sql") && $0.first!.isNumber }.sorted()
        for name in names where !name.hasPrefix("56") {  // 56 is a worker-process case (see IsolatedChecker)
            let data = try Data(contentsOf: Self.folder.appendingPathComponent(name))
            guard TextHygiene.check(data, file: name) == nil, data.count <= AnswerFile.maximumSize else { continue }
            // A checker of its own per case, as each submission gets a worker of its own.
            let checker = try ExerciseChecker(lesson: lesson)
            let start = Date()
            _ = try checker.check(totals, answer: String(decoding: data, as: UTF8.self))
            XCTAssertLessThan(Date().timeIntervalSince(start), 5, name)
            let state = try XCTUnwrap(checker.states.state(before: "totals")).database
            XCTAssertEqual(try state.scalar("SELECT count(*) FROM orders"), .integer(20), name)
            XCTAssertEqual(try state.scalar("SELECT sum(amount) FROM orders"), .real(1575), name)
            XCTAssertEqual(try state.scalar("SELECT count(*) FROM nums"), .integer(1000), name)
            XCTAssertEqual(try state.scalar("SELECT count(*) FROM sqlite_temp_schema"), .integer(0), name)
            XCTAssertTrue(state.isAutocommit, name)
            XCTAssertTrue(try checker.check(totals, answer: reference).passed, "the reference fails after \(name)")
        }
    }
}
