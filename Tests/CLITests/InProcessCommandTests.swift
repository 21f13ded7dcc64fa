import Foundation
import XCTest
@testable import SQLabSQLite
@testable import SQLabText
@testable import SQLabCommands

/// Every command run in-process (`CommandLineTool.run` with a captured `CommandContext`):
/// arguments in, output and exit status out, no process. The golden transcripts the process
/// tests compare with must come out of the library call byte for byte too.
final class InProcessCommandTests: XCTestCase {
    static let course = CLI.packageRoot.appendingPathComponent("Tests/Data/course").path
    static let golden = CLI.packageRoot.appendingPathComponent("Tests/CLITests/Golden")

    func golden(_ name: String) throws -> String {
        try String(contentsOf: Self.golden.appendingPathComponent(name + ".txt"), encoding: .utf8)
    }

    func assertSameAsGolden(_ name: String, _ arguments: [String], input: String = "", environment: [String: String] = [:],
                            file: StaticString = #filePath, line: UInt = #line) throws {
        let result = CLI.runInProcess(arguments, input: input, environment: environment)
        let expected = try golden(name)
        let actual = result.transcript(arguments)
        guard expected != actual else { return }
        let e = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let a = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let index = Array(zip(e, a)).firstIndex { $0.0 != $0.1 } ?? min(e.count, a.count)
        XCTFail("\(name) in-process differs at line \(index + 1):\nexpected: \(index < e.count ? String(e[index]) : "<end>")\nactual:   \(index < a.count ? String(a[index]) : "<end>")",
                file: file, line: line)
    }

    func privateData() throws -> [String: String] { ["XDG_DATA_HOME": try CLI.temporaryFolder(self).path] }

    // MARK: - The golden transcripts, in-process

    func testRunGoldens() throws {
        try assertSameAsGolden("run-01-first-steps", ["run", "lessons/01-first-steps.md", "--no-pause"])
        try assertSameAsGolden("run-01-first-steps-trace", ["run", "lessons/01-first-steps.md", "--no-pause", "--trace"])
        try assertSameAsGolden("run-01-first-steps-zh", ["run", "01", "--no-pause"], environment: ["LANG": "zh_CN.UTF-8"])
    }

    func testExplainLintTestHelpGoldens() throws {
        try assertSameAsGolden("explain-1555", ["explain", "1555"])
        try assertSameAsGolden("explain-constraint-unique-zh", ["explain", "constraint_unique", "--lang", "zh"])
        try assertSameAsGolden("lint-broken", ["lint", "Tests/Data/lint/broken.md"])
        try assertSameAsGolden("test-failing", ["test", "Tests/Data/logictest/failing.test"])
        try assertSameAsGolden("help", ["help"])
    }

    func testReplGoldens() throws {
        let data = CLI.packageRoot.appendingPathComponent("Tests/Data/repl")
        try assertSameAsGolden("repl-dot-commands", ["repl"],
                               input: try String(contentsOf: data.appendingPathComponent("dot-commands.sql"), encoding: .utf8),
                               environment: try privateData())
        try assertSameAsGolden("repl-lesson", ["repl", "Tests/Data/course/01-pets.md"],
                               input: try String(contentsOf: data.appendingPathComponent("lesson.sql"), encoding: .utf8),
                               environment: try privateData())
    }

    func testHomeAndNextGoldens() throws {
        var env = try privateData()
        env["SQLAB_COURSE"] = Self.course
        try assertSameAsGolden("home-new", [], environment: env)
        try assertSameAsGolden("next-new", ["next"], environment: env)
    }

    // MARK: - The other commands

    func testCheckRecordsProgressAndHintAndNextFollowIt() throws {
        var env = try privateData()
        env["SQLAB_COURSE"] = Self.course
        let wrong = CLI.runInProcess(["check", "01", "dogs", "--answer", "-"], input: "SELECT 'Rex';", environment: env)
        XCTAssertEqual(wrong.status, 1, wrong.stdout + wrong.stderr)
        let right = CLI.runInProcess(["check", "01", "dogs", "--answer", "-"], input: "SELECT name FROM pets WHERE kind = 'dog';",
                                     environment: env)
        XCTAssertEqual(right.status, 0, right.stdout + right.stderr)
        let json = CLI.runInProcess(["check", "01", "dogs", "--answer", "-", "--format", "json"],
                                    input: "SELECT name FROM pets WHERE kind = 'dog';", environment: env)
        XCTAssertEqual(json.status, 0)
        XCTAssertTrue(json.stdout.contains("\"passed\" : true"), json.stdout)
        let next = CLI.runInProcess(["next"], environment: env)
        XCTAssertEqual(next.status, 0)
        XCTAssertTrue(next.stdout.contains("── Exercise birthday"), next.stdout)
        let hints = (0..<3).map { _ in CLI.runInProcess(["hint", "01-pets", "dogs"], environment: env) }
        XCTAssertEqual(hints.map(\.status), [0, 0, 0])
        XCTAssertTrue(hints[0].stdout.hasPrefix("Hint 1 of 2:"), hints[0].stdout)
        XCTAssertTrue(hints[1].stdout.hasPrefix("Hint 2 of 2:"), hints[1].stdout)
        let progress = CLI.runInProcess(["progress"], environment: env)
        XCTAssertEqual(progress.status, 0)
        XCTAssertTrue(progress.stdout.contains("recorded, 1 passed"), progress.stdout)
        let export = CLI.runInProcess(["progress", "--export"], environment: env)
        XCTAssertTrue(export.stdout.contains("\"dogs\""), export.stdout)
        let refused = CLI.runInProcess(["progress", "--reset"], environment: env)
        XCTAssertEqual(refused.status, 2, "no terminal and no --yes: nothing is forgotten")
        XCTAssertEqual(CLI.runInProcess(["progress", "--reset", "--yes"], environment: env).status, 0)
        XCTAssertTrue(CLI.runInProcess(["progress"], environment: env).stdout.contains("0 exercises recorded"))
    }

    func testWatchWritesTheAnswerFileInTheWorkingDirectoryAndQuitsOnQ() throws {
        let work = try CLI.temporaryFolder(self)
        var env = try privateData()
        env["SQLAB_COURSE"] = Self.course
        let result = CLI.runInProcess(["watch", "01"], input: "q", environment: env, directory: work)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("── Exercise dogs · 01-pets"), result.stdout)
        XCTAssertTrue(FileManager.default.fileExists(atPath: work.appendingPathComponent("answers/01-pets/dogs.sql").path))
    }

    func testGradeWritesReports() throws {
        let work = try CLI.temporaryFolder(self)
        let submissions = work.appendingPathComponent("class")
        try FileManager.default.createDirectory(at: submissions, withIntermediateDirectories: true)
        try "-- exercise: dogs\nSELECT name FROM pets WHERE kind = 'dog';\n".write(to: submissions.appendingPathComponent("ada.sql"),
                                                                                  atomically: true, encoding: .utf8)
        let out = work.appendingPathComponent("out").path
        let result = CLI.runInProcess(["grade", Self.course + "/01-pets.md", submissions.path, "-o", out, "--jobs", "1"])
        XCTAssertEqual(result.status, 1, "ada answers one exercise of two: " + result.stdout + result.stderr)
        XCTAssertTrue(result.stdout.hasPrefix("Graded 1 student on 01-pets"), result.stdout)
        XCTAssertTrue(FileManager.default.fileExists(atPath: out + "/grades.csv") || FileManager.default.fileExists(atPath: out + "/grading.sqlite"))
    }

    func testVersionAndUnknownCommand() {
        let version = CLI.runInProcess(["version"])
        XCTAssertEqual(version.status, 0)
        XCTAssertEqual(version.stdout, "sqlab \(Help.version) (SQLite \(SQLSyntax.libraryVersion))\n")
        let unknown = CLI.runInProcess(["chek"])
        XCTAssertEqual(unknown.status, 2)
        XCTAssertEqual(unknown.stderr, "sqlab: unknown command 'chek' (did you mean 'check'?); see 'sqlab help'\n")
    }

    // MARK: - ErrorReport

    func testErrorsOfEveryKindBecomeOneLineAndStatus2() throws {
        let notADirectory = NSError(domain: NSCocoaErrorDomain, code: 512, userInfo: [
            NSFilePathErrorKey: "answers/01", NSUnderlyingErrorKey: NSError(domain: NSPOSIXErrorDomain, code: Int(ENOTDIR)),
        ])
        XCTAssertEqual(ErrorReport.describe(notADirectory).message, "sqlab: answers/01: Not a directory")
        struct Odd: Error {}
        let cases: [Error] = [notADirectory, Odd(), Arguments.UsageError(message: "two\nlines"),
                              SQLiteError(code: .SQLITE_CANTOPEN, message: "unable to open database file", call: "sqlite3_open_v2",
                                          filename: "/x/y.sqlite"),
                              SandboxError(setting: "SQLITE_LIMIT_LENGTH", asked: 1_000_000, found: 1)]
        for error in cases {
            let report = ErrorReport.describe(error)
            XCTAssertEqual(report.status, .couldNotRun)
            XCTAssertFalse(report.message.contains("\n"), report.message)
            XCTAssertTrue(report.message.hasPrefix("sqlab: "), report.message)
        }
        XCTAssertTrue(ErrorReport.describe(cases[3]).message.contains("/x/y.sqlite"))
    }
}
