import Foundation
import XCTest
@testable import SQLabSQLite
@testable import SQLabText
@testable import SQLabSQL
@testable import SQLabLessons
@testable import SQLabEngine
@testable import SQLabShell

/// What stopped a statement: Ctrl-C, a recursion that cannot end, or a statement that can end
/// but ran past the limit. The classification is checked against SQLite itself: every statement
/// called endless really runs into a short limit, every other one really ends when its bound is
/// small.
final class InterruptCauseTests: XCTestCase {
    /// Recursive CTEs nothing stops, in the shapes learners write them.
    static let endless = [
        "WITH RECURSIVE r(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM r) SELECT count(*) FROM r",
        "WITH RECURSIVE r(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM r) SELECT i FROM r WHERE i < 5",
        "with recursive r(i) as (select 1 union all select i + 1 from r) select max(i) from r where i % 2 = 0",
        "WITH RECURSIVE r AS (SELECT 1 AS i UNION ALL SELECT i + 1 FROM r) SELECT sum(i) FROM r",
        "WITH RECURSIVE r(i) AS MATERIALIZED (SELECT 1 UNION ALL SELECT i + 1 FROM r) SELECT count(*) FROM r",
        "WITH RECURSIVE a(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM a WHERE x < 3), b(y) AS (SELECT 1 UNION ALL SELECT y * 2 FROM b) SELECT count(*) FROM b",
        "WITH RECURSIVE r(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM r) SELECT count(*) FROM r WHERE i IN (SELECT 1 WHERE 1)",
        "WITH RECURSIVE \"r\"(i) AS (SELECT 1 /* start */ UNION ALL SELECT i + 1 FROM \"r\") SELECT count(*) FROM r",
        // In a subquery: a LIMIT elsewhere in the statement does not read the CTE.
        "SELECT count(*) FROM (WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c) SELECT x FROM c) WHERE x IN (SELECT 1 LIMIT 1)",
    ]
    /// Statements that end: a stop in the recursive part, a LIMIT, no recursion at all.
    static let ending = [
        "WITH RECURSIVE r(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM r WHERE i < 10) SELECT count(*) FROM r",
        "WITH RECURSIVE r(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM r LIMIT 10) SELECT count(*) FROM r",
        "WITH RECURSIVE r(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM r) SELECT i FROM r LIMIT 3",
        "WITH RECURSIVE a(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM a WHERE x < 3) SELECT count(*) FROM a",
        "WITH t(x) AS (SELECT 1 UNION ALL SELECT 2) SELECT count(*) FROM t",
        "SELECT count(*) FROM (SELECT 1 UNION ALL SELECT 2)",
        // A WITH inside a subquery, stopped by the LIMIT of the query that reads it, or by
        // the statement's own LIMIT outside the subquery.
        "SELECT count(*) FROM (WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c) SELECT x FROM c LIMIT 2000)",
        "SELECT x FROM (WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c) SELECT x FROM c) LIMIT 3",
    ]

    func testTheClassificationAgreesWithWhatSQLiteDoes() throws {
        for sql in Self.endless {
            XCTAssertEqual(InterruptCause.of(sql, timeout: 1), .endlessRecursion(seconds: 1), sql)
            let runner = try LessonRunner(lesson: Session.emptyLesson, sandbox: Sandbox(statementTimeout: 0.2), explainer: Explainer(language: .en))
            let outcome = try runner.execute(typed: sql + ";", at: SourceLocation(file: "t", line: 1))
            guard case .failed(let error, _) = outcome.result else { return XCTFail("it ended: \(sql)") }
            XCTAssertEqual(error.code.primary, .SQLITE_INTERRUPT, sql)
        }
        for sql in Self.ending {
            XCTAssertEqual(InterruptCause.of(sql, timeout: 1), .timeLimit(seconds: 1), sql)
            let runner = try LessonRunner(lesson: Session.emptyLesson, sandbox: Sandbox(statementTimeout: 5), explainer: Explainer(language: .en))
            let outcome = try runner.execute(typed: sql + ";", at: SourceLocation(file: "t", line: 1))
            if case .failed(let error, _) = outcome.result { XCTFail("\(sql): \(error)") }
        }
        XCTAssertEqual(InterruptCause.of(Self.endless[0], timeout: nil), .userInterrupt)
    }

    /// The REPL says which it was, in both languages: the limit of a slow statement that can
    /// end, and how to raise it; an endless recursion; Ctrl-C with no word of a time limit.
    /// `.timeout` raises the limit up to its cap and no further.
    func testTheREPLSaysWhatStoppedTheStatementInBothLanguages() throws {
        for language in Language.allCases {
            let zh = language == .zh
            var text = ""
            var configuration = Session.Configuration(sandbox: Sandbox(statementTimeout: 0.3), language: language)
            configuration.inputIsScript = false
            let session = try Session(configuration: configuration, lesson: nil) { text += $0 + "\n" }
            func feed(_ line: String) -> String {
                text = ""
                session.feed(line)
                return LineWrapper.stripEscapes(text).replacingOccurrences(of: "\n    ", with: " ").replacingOccurrences(of: "\n  ", with: " ")
            }
            let slow = feed("WITH RECURSIVE r(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM r WHERE i < 100000000000) SELECT count(*) FROM r;")
            XCTAssertTrue(slow.contains(zh ? "语句有结束的条件" : "The statement can end, but it did not finish within its 0.3 s limit"), slow)
            XCTAssertTrue(slow.contains(".timeout"), slow)
            XCTAssertFalse(slow.contains(zh ? "递归永远不会结束" : "never ends"), slow)

            let endless = feed("WITH RECURSIVE r(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM r) SELECT i FROM r WHERE i < 5;")
            XCTAssertTrue(endless.contains(zh ? "递归永远不会结束" : "so the recursion never ends"), endless)

            _ = feed(".timeout 30")
            XCTAssertEqual(session.sandboxed.timeout, InterruptCause.timeoutCap)
            _ = feed(".timeout 5")
            XCTAssertEqual(session.sandboxed.timeout, 5)
            let handle = session.sandboxed.interruptHandle
            DispatchQueue.global().asyncAfter(deadline: .now() + 0.3) { handle.interrupt() }
            let stopped = feed("WITH RECURSIVE r(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM r) SELECT count(*) FROM r;")
            XCTAssertTrue(stopped.contains(zh ? "你按了 Ctrl-C" : "You pressed Ctrl-C"), stopped)
            XCTAssertTrue(stopped.contains(zh ? "被中断了" : "was interrupted before it finished"), stopped)
            XCTAssertFalse(stopped.contains(zh ? "时限" : "limit"), stopped)
            XCTAssertFalse(stopped.contains(zh ? "时间限制" : "time limit"), stopped)
            if zh {
                for screen in [slow, endless, stopped] {
                    XCTAssertEqual(EnglishSentences.find(in: screen.replacingOccurrences(of: "SQLITE_INTERRUPT", with: "")), [], screen)
                }
            }
        }
    }
}
