import Foundation
import XCTest

final class RunCommandTests: XCTestCase {
    func testLessonOneGolden() throws {
        try CLI.assertGolden("run-01-first-steps", ["run", "lessons/01-first-steps.md", "--no-pause"])
    }

    func testLessonOneWithTraceGolden() throws {
        try CLI.assertGolden("run-01-first-steps-trace", ["run", "lessons/01-first-steps.md", "--no-pause", "--trace"])
    }

    func testLessonOneInChineseGolden() throws {
        try CLI.assertGolden("run-01-first-steps-zh", ["run", "01", "--no-pause"], environment: ["LANG": "zh_CN.UTF-8"])
    }

    func testRunsStraightThroughWhenStdinIsNotATerminal() throws {
        let result = try CLI.run(["run", "01-first-steps"], input: "q\n")
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("Ran 24 steps: 24 behaved as marked, 0 did not."), result.stdout)
    }

    func testMissingLessonIsExitTwoNamingTheFile() throws {
        let result = try CLI.run(["run", "lessons/99-nothing.md"])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stderr, "lessons/99-nothing.md:1:1: error: no such lesson file\n")
        let byID = try CLI.run(["run", "01-first-stesp"])
        XCTAssertEqual(byID.status, 2)
        XCTAssertTrue(byID.stderr.contains("did you mean 01-first-steps?"), byID.stderr)
    }

    func testMalformedLessonsAreExitTwoWithFileAndLine() throws {
        let cases: [(String, String, String)] = [
            ("unclosed.md", "# T\n\n```sql\nSELECT 1;\n", "unclosed.md:3:1: error: unclosed code fence"),
            ("badcode.md", "# T\n\n```sql expect=SQLITE_CONSTRAIN\nSELECT 1;\n```\n", "badcode.md:3:1: error: unknown result code 'SQLITE_CONSTRAIN' in expect= (did you mean SQLITE_CONSTRAINT?)"),
            ("params.md", "# T\n\n```sql\nCREATE TABLE t(a, b);\nINSERT INTO t VALUES (?, ?);\n-- params: 1, 2, 3\n```\n", "params.md:6:1: error: the statement has 2 parameters but this '-- params:' line gives 3 values"),
            ("noparams.md", "# T\n\n```sql\nSELECT ?;\n```\n", "noparams.md:4:1: error: the statement has 1 parameter but no '-- params:' line follows it"),
            ("literal.md", "# T\n\n```sql\nSELECT ?;\n-- params: abc\n```\n", "literal.md:5:12: error: cannot read '-- params:' values: 'abc' is not a SQL literal"),
        ]
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("sqlab-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        for (name, text, message) in cases {
            try text.write(to: dir.appendingPathComponent(name), atomically: true, encoding: .utf8)
            let result = try CLI.run(["run", name, "--no-pause"], directory: dir)
            XCTAssertEqual(result.status, 2, name + ": " + result.stdout + result.stderr)
            XCTAssertTrue(result.stderr.contains(message), "\(name): \(result.stderr)")
        }
    }

    /// A file ending in `.sql` is a script, not Markdown: each statement is a step at its own
    /// line, and a failure (a misspelt keyword, a quote never closed) is reported at the script's
    /// line with exit status 1, in both languages.
    func testASQLScriptRunsStatementByStatementAtItsOwnLines() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("sqlab-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try "CREATE TABLE t(a);\n\nINSERT INTO t VALUES (1), (2);\nSELECT a FROM t ORDER BY a;\n".write(to: dir.appendingPathComponent("good.sql"), atomically: true, encoding: .utf8)
        try "SELECT 1;\n-- a comment\nSELEC 2;\n".write(to: dir.appendingPathComponent("bad.SQL"), atomically: true, encoding: .utf8)
        try "SELECT 1;\nSELECT 'open\n".write(to: dir.appendingPathComponent("open.sql"), atomically: true, encoding: .utf8)
        let good = try CLI.run(["run", "good.sql", "--no-pause"], directory: dir)
        XCTAssertEqual(good.status, 0, good.stdout + good.stderr)
        for (step, line) in [(1, 1), (2, 3), (3, 4)] {
            XCTAssertTrue(good.stdout.contains("Step \(step) · line \(line) "), good.stdout)
        }
        XCTAssertTrue(good.stdout.contains("Ran 3 steps: 3 behaved as marked, 0 did not."), good.stdout)
        XCTAssertTrue(good.stdout.contains("│ 2 │"), good.stdout)
        for language in ["en", "zh"] {
            let bad = try CLI.run(["run", "bad.SQL", "--no-pause", "--lang", language], directory: dir)
            XCTAssertEqual(bad.status, 1, bad.stdout + bad.stderr)
            XCTAssertTrue(bad.stderr.hasPrefix("bad.SQL:3:1: "), bad.stderr)
            XCTAssertTrue(bad.stdout.contains("SELECT"), bad.stdout)
            let open = try CLI.run(["run", "open.sql", "--no-pause", "--lang", language], directory: dir)
            XCTAssertEqual(open.status, 1, open.stdout + open.stderr)
            XCTAssertTrue(open.stderr.hasPrefix("open.sql:2:1: "), open.stderr)
            XCTAssertTrue(open.stdout.contains("unrecognized token: \"'open\""), open.stdout)
        }
    }

    func testRangeLessonMayGiveMoreValuesThanParameters() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("sqlab-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try "# T\n\n```sql expect=SQLITE_RANGE\nSELECT ?;\n-- params: 1, 2\n```\n".write(to: dir.appendingPathComponent("r.md"), atomically: true, encoding: .utf8)
        let result = try CLI.run(["run", "r.md"], directory: dir)
        XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
        XCTAssertTrue(result.stdout.contains("✓ failed as expected: SQLITE_RANGE (25)"), result.stdout)
    }

    func testAStepThatMisbehavesIsExitOne() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("sqlab-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try "# T\n\n```sql\nSELECT * FROM nowhere;\n```\n\n```sql expect=SQLITE_CONSTRAINT\nSELECT 1;\n```\n".write(to: dir.appendingPathComponent("m.md"), atomically: true, encoding: .utf8)
        let result = try CLI.run(["run", "m.md"], directory: dir)
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stdout.contains("✗ this step should have succeeded, but it failed: SQLITE_ERROR (1)"), result.stdout)
        XCTAssertTrue(result.stdout.contains("✗ this step should have failed with SQLITE_CONSTRAINT (19) but it succeeded"), result.stdout)
        XCTAssertEqual(result.stderr, "m.md:4:1: error: step did not behave as marked\nm.md:8:1: error: step did not behave as marked\n")
    }
}

final class CourseRunTests: XCTestCase {
    /// Every lesson of the course, in both editions, runs under the sandbox with every step
    /// behaving as marked.
    func testEveryLessonRunsCleanInBothEditions() throws {
        let folder = CLI.packageRoot.appendingPathComponent("lessons")
        let english = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".md") }.sorted()
        XCTAssertGreaterThanOrEqual(english.count, 12)
        for name in english {
            for path in ["lessons/\(name)", "lessons/zh/\(name)"] {
                let result = try CLI.run(["run", path, "--no-pause"])
                XCTAssertEqual(result.status, 0, "\(path):\n\(result.stderr)")
                XCTAssertTrue(result.stdout.contains(" 0 did not.") || result.stdout.contains("0 步不符合"), "\(path): \(result.stdout.suffix(200))")
            }
        }
    }
}
