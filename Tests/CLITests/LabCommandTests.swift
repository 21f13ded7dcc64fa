import Foundation
import XCTest

/// `sqlab lab` piped, as a learner's script or a lesson's lines: every code issue 16 lists
/// happens and is explained (golden transcripts in both languages), the exit status follows the
/// REPL's rule, and `run`, `lint`, `check` and `explain` handle the lab's lessons.
final class LabCommandTests: XCTestCase {
    static func script(_ name: String) throws -> String {
        try String(contentsOf: CLI.packageRoot.appendingPathComponent("Tests/Data/lab/\(name)"), encoding: .utf8)
    }

    func testEveryCodeHappensAndIsExplainedInEnglish() throws {
        try CLI.assertGolden("lab-codes", ["lab"], input: try Self.script("codes.lab"))
    }

    func testEveryCodeHappensAndIsExplainedInChinese() throws {
        try CLI.assertGolden("lab-codes-zh", ["lab", "--lang", "zh"], input: try Self.script("codes-zh.lab"))
    }

    func testTheTranscriptNamesEveryCodeTheIssueAsksFor() throws {
        let run = try CLI.run(["lab"], input: try Self.script("codes.lab"))
        // Lines wider than 80 columns wrap (continuations two columns in): read them joined.
        let result = CLI.Result(status: run.status, stdout: run.stdout.replacingOccurrences(of: "\n +", with: " ", options: .regularExpression),
                                stderr: run.stderr)
        for code in ["25 SQLITE_RANGE", "21 SQLITE_MISUSE", "5 SQLITE_BUSY", "8 SQLITE_READONLY", "14 SQLITE_CANTOPEN",
                     "26 SQLITE_NOTADB", "19 SQLITE_CONSTRAINT", "20 SQLITE_MISMATCH", "18 SQLITE_TOOBIG",
                     "100 SQLITE_ROW", "101 SQLITE_DONE"] {
            XCTAssertTrue(result.stdout.contains("→ " + code), "no call returned \(code)")
        }
        XCTAssertTrue(result.stdout.contains("unable to close due to unfinalized statements"))
        XCTAssertTrue(result.stdout.contains("database is locked"))
        XCTAssertTrue(result.stdout.contains("did you mean sqlite3_step?"))
    }

    func testExitStatusFollowsTheReplRule() throws {
        let clean = "sqlite3_open(\"class.sqlite\", &db);\nsqlite3_close(db);\n"
        XCTAssertEqual(try CLI.run(["lab"], input: clean).status, 0)
        let failing = "sqlite3_open(\"missing/x.sqlite\", &db);\nsqlite3_close(db);\n"
        XCTAssertEqual(try CLI.run(["lab"], input: failing).status, 1)
        let unknown = "sqlite3_opne(\"class.sqlite\", &db);\n"
        let result = try CLI.run(["lab"], input: unknown)
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stdout.contains("<stdin>:1:1: error: the lab does not know the function sqlite3_opne (did you mean sqlite3_open?)"), result.stdout)
        XCTAssertEqual(try CLI.run(["lab", "extra"]).status, 2)
    }

    func testPipedInputHasNoPromptAndQuitStops() throws {
        let result = try CLI.run(["lab"], input: "sqlite3_libversion();\n.quit\nsqlite3_stpe(x);\n")
        XCTAssertEqual(result.status, 0)
        XCTAssertFalse(result.stdout.contains("lab>"))
        XCTAssertTrue(result.stdout.hasPrefix("sqlite3_libversion() → \"3."), result.stdout)
    }

    func testLessonsRunWithTheirLabBlocks() throws {
        try CLI.assertGolden("run-09-prepared-statements", ["run", "09-prepared-statements", "--no-pause"])
        try CLI.assertGolden("run-10-result-codes", ["run", "10-result-codes", "--no-pause"])
        try CLI.assertGolden("run-10-result-codes-zh", ["run", "10-result-codes", "--no-pause", "--lang", "zh"])
    }

    func testLintRunsLabBlocksAndReportsTheLineThatMisbehaves() throws {
        let folder = try CLI.temporaryFolder(self)
        let lesson = folder.appendingPathComponent("01-lab.md")
        try """
            # Lab

            ```c lab
            sqlite3_open("class.sqlite", &db);
            sqlite3_prepare_v2(db, "SELECT 1 FROM Class43 WHERE Stu_ID = ?", -1, &stmt, NULL);
            ```

            ```c lab expect=SQLITE_RANGE
            sqlite3_bind_int(stmt, 1, 1);
            ```

            ```c lab
            sqlite3_bind_int(stmt, 0, 1);
            sqlite3_stpe(stmt);
            ```

            ```c
            sqlite3_bind_int(stmt, 0, 1);
            ```
            """.write(to: lesson, atomically: true, encoding: .utf8)
        let result = try CLI.run(["lint", lesson.path])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stdout.contains("01-lab.md:9:1: error: lab call succeeded, but the block is marked expect=SQLITE_RANGE"), result.stdout)
        XCTAssertTrue(result.stdout.contains("01-lab.md:13:1: error: lab call failed with SQLITE_RANGE (25)"), result.stdout)
        XCTAssertTrue(result.stdout.contains("01-lab.md:14:1: error: the lab does not know the function sqlite3_stpe"), result.stdout)
        XCTAssertTrue(result.stdout.contains("3 errors"), result.stdout)
    }

    /// A lab answer under the `--` lines watch writes above it (the prompt) passes: they are
    /// the answer file's comments, not C lines (every one was 'unexpected '-'').
    func testALabAnswerUnderWatchsHeaderPasses() throws {
        let folder = try CLI.temporaryFolder(self)
        let answer = folder.appendingPathComponent("bind.sql")
        try """
            -- Exercise bind-a-student (09-prepared-statements)
            -- Insert the student Jay, M, 16 with a prepared statement and three parameters.
            --   Write your answer below.
            sqlite3_open("class.sqlite", &db);
            sqlite3_prepare_v2(db, "INSERT INTO Class43 (name, gender, age) VALUES (?, ?, ?)", -1, &stmt, NULL);
            sqlite3_bind_text(stmt, 1, "Jay", -1, SQLITE_TRANSIENT);
            sqlite3_bind_text(stmt, 2, "M", -1, SQLITE_TRANSIENT);
            sqlite3_bind_int(stmt, 3, 16);
            sqlite3_step(stmt);
            sqlite3_finalize(stmt);
            sqlite3_close(db);
            """.write(to: answer, atomically: true, encoding: .utf8)
        let result = try CLI.run(["check", "09-prepared-statements", "bind-a-student", "--answer", answer.path])
        XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
        XCTAssertTrue(result.stdout.contains("passed"), result.stdout)
    }

    func testLabExercisesAreCheckedByFilesCodesAndHandles() throws {
        let folder = try CLI.temporaryFolder(self)
        let right = folder.appendingPathComponent("right.txt"), wrong = folder.appendingPathComponent("wrong.txt")
        try """
            -- exercise: busy-then-retry
            sqlite3_open("class.sqlite", &a);
            sqlite3_open("class.sqlite", &b);
            sqlite3_exec(a, "BEGIN IMMEDIATE", NULL, NULL, NULL);
            sqlite3_exec(b, "UPDATE Class43 SET age = age + 1", NULL, NULL, NULL);
            sqlite3_exec(a, "COMMIT", NULL, NULL, NULL);
            sqlite3_busy_timeout(b, 100);
            sqlite3_exec(b, "UPDATE Class43 SET age = age + 1", NULL, NULL, NULL);
            sqlite3_close(a);
            sqlite3_close(b);
            """.write(to: right, atomically: true, encoding: .utf8)
        try """
            -- exercise: busy-then-retry
            sqlite3_open("class.sqlite", &a);
            sqlite3_exec(a, "UPDATE Class43 SET age = age + 1", NULL, NULL, NULL);
            """.write(to: wrong, atomically: true, encoding: .utf8)
        let passed = try CLI.run(["check", "10-result-codes", "--answer", right.path])
        XCTAssertEqual(passed.status, 0, passed.stdout + passed.stderr)
        XCTAssertTrue(passed.stdout.contains("✓ Exercise busy-then-retry: passed (1/1)"), passed.stdout)
        let failed = try CLI.run(["check", "10-result-codes", "--answer", wrong.path])
        XCTAssertEqual(failed.status, 1)
        XCTAssertTrue(failed.stdout.contains("the exercise asks for SQLITE_BUSY (5) to happen"), failed.stdout)
        XCTAssertTrue(failed.stdout.contains("the answer leaves open what it should release: a (class.sqlite)"), failed.stdout)
        let json = try CLI.run(["check", "10-result-codes", "--answer", wrong.path, "--format", "json"])
        XCTAssertTrue(json.stdout.contains("\"exercise\" : \"busy-then-retry\""), json.stdout)
        XCTAssertTrue(json.stdout.contains("\"passed\" : false"), json.stdout)
    }

    /// A lab exercise's verdict under `--lang zh` (trial finding 14): the row a file lacks is
    /// 缺少 (not "missing"), and the score is （0/1） as an SQL exercise's is.
    func testALabVerdictIsChineseUnderZh() throws {
        let answer = try CLI.temporaryFolder(self).appendingPathComponent("lab1.sql")
        try """
            -- exercise: bind-a-student
            sqlite3_open("class.sqlite", &db);
            sqlite3_prepare_v2(db, "INSERT INTO Class43 (name, gender, age) VALUES (?, ?, ?)", -1, &stmt, NULL);
            sqlite3_bind_text(stmt, 0, "Jay", -1, SQLITE_TRANSIENT);
            sqlite3_step(stmt);
            sqlite3_close(db);
            """.write(to: answer, atomically: true, encoding: .utf8)
        let zh = try CLI.run(["check", "09-prepared-statements", "bind-a-student", "--answer", answer.path, "--lang", "zh"])
        XCTAssertEqual(zh.status, 1, zh.stdout + zh.stderr)
        XCTAssertTrue(zh.stdout.contains("未通过（0/1）"), zh.stdout)
        XCTAssertTrue(zh.stdout.contains("class.sqlite 与练习要求的不同：缺少 "), zh.stdout)
        XCTAssertFalse(zh.stdout.contains("missing "), zh.stdout)
        let en = try CLI.run(["check", "09-prepared-statements", "bind-a-student", "--answer", answer.path, "--lang", "en"])
        XCTAssertTrue(en.stdout.contains("not yet (0/1)"), en.stdout)
        XCTAssertTrue(en.stdout.contains("class.sqlite is not as the exercise asks: missing "), en.stdout)
    }

    func testExplainSaysWhichLessonShowsACode() throws {
        let busy = try CLI.run(["explain", "SQLITE_BUSY"])
        XCTAssertTrue(busy.stdout.contains("Shown in: 10-result-codes"), busy.stdout)
        let misuse = try CLI.run(["explain", "21"])
        XCTAssertTrue(misuse.stdout.contains("Shown in: 09-prepared-statements, 10-result-codes"), misuse.stdout)
        let notice = try CLI.run(["explain", "notice"])
        XCTAssertTrue(notice.stdout.contains("No lesson makes it happen"), notice.stdout)
        let zh = try CLI.run(["explain", "notadb", "--lang", "zh"])
        XCTAssertTrue(zh.stdout.contains("演示它的课程：10-result-codes"), zh.stdout)
    }
}
