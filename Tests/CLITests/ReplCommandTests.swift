import Foundation
import XCTest

/// `sqlab repl` with piped input, as scripts and tests use it: every dot-command, against
/// golden transcripts (the input scripts are in `Tests/Data/repl/`).
final class ReplCommandTests: XCTestCase {
    static let data = CLI.packageRoot.appendingPathComponent("Tests/Data/repl")

    func input(_ name: String) throws -> String {
        try String(contentsOf: Self.data.appendingPathComponent(name), encoding: .utf8)
    }

    /// A progress store of this test's own.
    func privateData() throws -> [String: String] {
        ["XDG_DATA_HOME": try CLI.temporaryFolder(self).path]
    }

    func testEveryDotCommandWithoutALessonGolden() throws {
        try CLI.assertGolden("repl-dot-commands", ["repl"], input: try input("dot-commands.sql"), environment: try privateData())
    }

    func testEveryCourseCommandWithALessonGolden() throws {
        try CLI.assertGolden("repl-lesson", ["repl", "Tests/Data/course/01-pets.md"], input: try input("lesson.sql"),
                             environment: try privateData())
    }

    /// Explanations are rendered as Markdown prose: a backslash in their text must survive
    /// CommonMark's backslash escapes (the ESCAPE advice names one backslash).
    func testABackslashInAnExplanationIsShown() throws {
        let sql = "SELECT 'a_b' LIKE 'a\\_b' ESCAPE '\\\\';\n"
        for language in ["en", "zh"] {
            let result = try CLI.run(["repl", "--lang", language], input: sql, environment: try privateData())
            XCTAssertTrue(result.stdout.contains("ESCAPE '\\'"), result.stdout)
            XCTAssertFalse(result.stdout.contains("ESCAPE ''"), result.stdout)
        }
    }

    /// A CREATE past the sandbox's cap on schema objects is explained by the cap, not by files
    /// or settings.
    func testACreatePastTheSchemaCapIsExplainedByTheCap() throws {
        let sql = (1...1001).map { "CREATE TABLE t\($0)(a);" }.joined(separator: "\n") + "\n"
        let english = try CLI.run(["repl"], input: sql, environment: try privateData())
        // Explanations are wrapped to 80 columns: compare with the line breaks folded.
        let folded = english.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        XCTAssertTrue(folded.contains("already holds 1000 tables, indexes, views and triggers"), english.stdout.suffix(2000).description)
        let chinese = try CLI.run(["repl", "--lang", "zh"], input: sql, environment: try privateData())
        let foldedZh = chinese.stdout.filter { !$0.isWhitespace }
        XCTAssertTrue(foldedZh.contains("这是sqlab沙盒的上限"), chinese.stdout.suffix(2000).description)
    }

    func testExitStatusIsZeroWhenEverythingWorkedAndOneAfterAFailure() throws {
        let good = try CLI.run(["repl"], input: "SELECT 1;\n.tables\n", environment: try privateData())
        XCTAssertEqual(good.status, 0, good.stdout + good.stderr)
        XCTAssertEqual(good.stderr, "")
        let bad = try CLI.run(["repl"], input: "SELECT nosuch;\nSELECT 1;\n", environment: try privateData())
        XCTAssertEqual(bad.status, 1)
        XCTAssertTrue(bad.stdout.contains("no such column: nosuch"), bad.stdout)
        XCTAssertTrue(bad.stdout.hasSuffix("1 row\n✓ SQLITE_ROW (100) × 1, then SQLITE_DONE (101) — the statement ran to completion\n"),
                      "it keeps going after a failure: \(bad.stdout)")
    }

    func testUsageErrorsAndMissingLessonsAreExitTwo() throws {
        let twoLessons = try CLI.run(["repl", "a", "b"])
        XCTAssertEqual(twoLessons.status, 2)
        XCTAssertEqual(twoLessons.stderr, "sqlab: usage: sqlab repl [LESSON] [--plain] [--lang en|zh] [--timeout SECONDS] [-bail] [-echo] [-cmd COMMAND] [-header|-noheader] [-csv|-json|-line|-list|-tabs|-markdown|-table|-box] [-nullvalue TEXT] [-separator SEP]\n")
        let missing = try CLI.run(["repl", "Tests/Data/course/99-none.md"])
        XCTAssertEqual(missing.status, 2)
        XCTAssertEqual(missing.stderr, "Tests/Data/course/99-none.md:1:1: error: no such lesson file\n")
        let option = try CLI.run(["repl", "--mode", "csv"])
        XCTAssertEqual(option.status, 2)
        XCTAssertTrue(option.stderr.hasPrefix("sqlab: unknown option --mode"), option.stderr)
    }

    func testSaveWritesTheDatabaseOnlyWhereTheUserSays() throws {
        let folder = try CLI.temporaryFolder(self)
        let result = try CLI.run(["repl"], input: "CREATE TABLE t(a);\nINSERT INTO t VALUES (42);\n.save copy.db\n",
                                 environment: try privateData(), directory: folder)
        XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), ["copy.db"])
        let dump = Process()
        dump.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
        dump.arguments = [folder.appendingPathComponent("copy.db").path, "SELECT a FROM t"]
        let pipe = Pipe()
        dump.standardOutput = pipe
        try dump.run()
        dump.waitUntilExit()
        XCTAssertEqual(String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self), "42\n")
    }

    func testTenThousandStatementsReadFromAFile() throws {
        let folder = try CLI.temporaryFolder(self)
        var script = "CREATE TABLE t(i INTEGER PRIMARY KEY, name TEXT);\n"
        for i in 1...10_000 { script += "INSERT INTO t VALUES (\(i), 'name \(i)');\n" }
        try script.write(to: folder.appendingPathComponent("big.sql"), atomically: true, encoding: .utf8)
        let start = Date()
        let result = try CLI.run(["repl"], input: ".read big.sql\n.mode csv\n.headers on\nSELECT count(*), sum(i) FROM t;\n",
                                 environment: try privateData(), directory: folder)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.hasSuffix("count(*),sum(i)\r\n10000,50005000\r\n1 row\n✓ SQLITE_ROW (100) × 1, then SQLITE_DONE (101) — the statement ran to completion\n"))
        XCTAssertLessThan(Date().timeIntervalSince(start), 60)
    }
}
