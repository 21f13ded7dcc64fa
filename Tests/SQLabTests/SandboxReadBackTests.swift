import Foundation
import XCTest
import CSQLite
@testable import SQLabSQLite
@testable import SQLabText
@testable import SQLabLessons
@testable import SQLabEngine

/// The sandbox reads every setting back when a connection opens, and refuses a connection on
/// which one did not take; `--trace` shows exactly the calls made, in order.
final class SandboxReadBackTests: XCTestCase {
    func testEverySettingReadsBackAsSet() throws {
        let sandboxed = try Sandbox().open()
        for limit in Sandbox.learnerLimits {
            XCTAssertEqual(sandboxed.connection.limit(limit.id), limit.value)
        }
    }

    /// SQLite silently truncates a limit to its compile-time maximum (SQLITE_MAX_LENGTH is
    /// 1,000,000,000): the read-back catches it.
    func testALimitAboveSQLitesMaximumIsRefused() {
        var sandbox = Sandbox()
        sandbox.limits = [(SQLITE_LIMIT_LENGTH, 2_000_000_000)]
        XCTAssertThrowsError(try sandbox.open()) { error in
            let problem = error as? SandboxError
            XCTAssertEqual(problem?.setting, "SQLITE_LIMIT_LENGTH")
            XCTAssertEqual(problem?.asked, 2_000_000_000)
            XCTAssertEqual(problem?.found, 1_000_000_000)
        }
    }

    func testAPageCapThatDoesNotTakeIsRefused() {
        var sandbox = Sandbox()
        sandbox.maxPageCount = 0   // max_page_count=0 leaves the cap as it was
        XCTAssertThrowsError(try sandbox.open()) { error in
            XCTAssertEqual((error as? SandboxError)?.setting, "PRAGMA main.max_page_count")
        }
    }

    /// The trace holds one line per call, in the order made: the open, each db_config set and
    /// read, each limit set and read (with the values of `Sandbox.learnerLimits`), the PRAGMAs,
    /// the hooks; and at the end the close sqlab really makes.
    func testTheTraceIsTheCallsMade() throws {
        let lesson = Lesson(id: "x", title: "x", path: "x.md", blocks: [])
        let runner = try LessonRunner(lesson: lesson, sandbox: Sandbox(), explainer: Explainer(language: .en), trace: true)
        let trace = runner.setupTrace
        XCTAssertEqual(trace.first, "sqlite3_open_v2(\":memory:\", &db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX, NULL) → 0 SQLITE_OK")
        let limitLines = trace.filter { $0.hasPrefix("sqlite3_limit(") }
        XCTAssertEqual(limitLines.count, 2 * Sandbox.learnerLimits.count)
        for (i, limit) in Sandbox.learnerLimits.enumerated() {
            let name = Connection.limitNames[limit.id]!
            XCTAssertTrue(limitLines[2 * i].hasPrefix("sqlite3_limit(db, \(name), \(limit.value)) → "), limitLines[2 * i])
            XCTAssertEqual(limitLines[2 * i + 1], "sqlite3_limit(db, \(name), -1) → \(limit.value)")
        }
        XCTAssertEqual(trace.filter { $0.hasPrefix("sqlite3_db_config(") }.count, 14)
        XCTAssertEqual(trace.suffix(2), ["sqlite3_progress_handler(db, 1000, handler, context)", "sqlite3_preupdate_hook(db, observe, context)"])
        let outcome = try runner.execute(typed: "SELECT 1;", at: SourceLocation(file: "x", line: 1))
        XCTAssertEqual(outcome.trace, [
            "sqlite3_prepare_v2(db, \"SELECT 1;\", -1, &stmt, NULL) → 0 SQLITE_OK",
            "sqlite3_step(stmt) → 100 SQLITE_ROW",
            "sqlite3_step(stmt) → 101 SQLITE_DONE",
            "sqlite3_finalize(stmt) → 0 SQLITE_OK",
        ])
        XCTAssertEqual(runner.close(), ["sqlite3_close_v2(db) → 0 SQLITE_OK"])
        XCTAssertTrue(runner.connection.isClosed)
        XCTAssertEqual(runner.close(), [], "a second close makes no call")
    }
}
