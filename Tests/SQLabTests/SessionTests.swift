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

/// The REPL's engine: lines in, text out (GRDB's dump tests are the model).
final class SessionTests: XCTestCase {
    static let lessonPath = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("lessons/01-first-steps.md").path

    var text = ""

    func session(lesson: Lesson? = nil, _ configure: (inout Session.Configuration) -> Void = { _ in }) throws -> Session {
        var configuration = Session.Configuration()
        configure(&configuration)
        text = ""
        return try Session(configuration: configuration, lesson: lesson) { [unowned self] in self.text += $0 + "\n" }
    }

    func feed(_ session: Session, _ lines: String) -> String {
        text = ""
        session.feed(lines: lines)
        return text
    }

    func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("sqlab-session-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url
    }

    func testAStatementOverSeveralLinesRunsWhenSQLiteCallsItComplete() throws {
        let s = try session()
        XCTAssertEqual(s.prompt, "sqlab> ")
        XCTAssertEqual(feed(s, "SELECT 'a;b' AS x,"), "")
        XCTAssertEqual(s.prompt, "   ...> ")
        XCTAssertEqual(feed(s, "  2 AS y;"), """
            ┌─────┬───┐
            │ x   │ y │
            ├─────┼───┤
            │ a;b │ 2 │
            └─────┴───┘
            1 row
            ✓ SQLITE_ROW (100) × 1, then SQLITE_DONE (101) — the statement ran to completion

            """)
        XCTAssertEqual(s.prompt, "sqlab> ")
        XCTAssertEqual(s.failures, 0)
    }

    func testBlankAndCommentLinesAreSkippedAndEachStatementOfALineRuns() throws {
        let s = try session()
        XCTAssertEqual(feed(s, "\n   \n-- a comment\n"), "")
        XCTAssertEqual(s.prompt, "sqlab> ")
        let out = feed(s, "CREATE TABLE t(a INTEGER PRIMARY KEY, b TEXT); INSERT INTO t VALUES (1, 'x'); UPDATE t SET b = 'y';")
        XCTAssertEqual(out, """
            ✓ SQLITE_DONE (101) — the statement ran to completion
            1 row changed in t:
            ┌───┬───┬───┐
            │   │ a │ b │
            ├───┼───┼───┤
            │ + │ 1 │ x │
            └───┴───┴───┘
            ✓ SQLITE_DONE (101) — the statement ran to completion
            1 row changed in t:
            ┌───┬───┬───────┐
            │   │ a │ b     │
            ├───┼───┼───────┤
            │ ~ │ 1 │ x → y │
            └───┴───┴───────┘
            ~ updated row: old value → new value
            ✓ SQLITE_DONE (101) — the statement ran to completion
            UPDATE t SET b = 'y';
            ^^^^^^^^
            Note: without WHERE, UPDATE and DELETE change every row of the table, and SQLite
            does not ask. Check the rows changed.

            """)
    }

    func testAFailureIsDecodedWithItsLineAgainAndACaretAndCounted() throws {
        let s = try session()
        _ = feed(s, "CREATE TABLE Class43(name TEXT);")
        let out = feed(s, "SELECT nme FROM Class43;")
        XCTAssertTrue(out.hasPrefix("""
            <stdin>:2: error: this statement failed
            SELECT nme FROM Class43;
                   ^^^
            ✗ SQLITE_ERROR (1) — a generic error, used when no more specific code applies
              SQLite says: no such column: nme
              Did you mean: name?
            """), out)
        XCTAssertEqual(s.failures, 1)
        // Unbound parameters are NULL, as the C API leaves them, not an error.
        XCTAssertTrue(feed(s, "SELECT ? IS NULL;").contains("│         1 │"), text)
        XCTAssertEqual(s.failures, 1)
        // Typed by a person, the statement is right above: no location.
        let typed = try session { $0.inputIsScript = false }
        XCTAssertTrue(feed(typed, "SELECT nme;").hasPrefix("SELECT nme;\n       ^^^\n"), text)
    }

    func testAnIncompleteStatementAtTheEndRunsAndSQLiteSaysWhatIsMissing() throws {
        let s = try session()
        _ = feed(s, "SELECT (1")
        text = ""
        s.finish()
        XCTAssertTrue(text.contains("SQLite says: incomplete input"), text)
        XCTAssertEqual(s.failures, 1)
    }

    func testHelpListsEveryDotCommand() throws {
        let s = try session()
        let out = feed(s, ".help")
        for command in DotCommands.all { XCTAssertTrue(out.contains("." + command.name), command.name) }
        // A help line wraps under its own column.
        XCTAssertEqual(feed(s, ".help mode"), ".mode MODE           Draw query results as box (the default), table, markdown,\n                     csv, json, line, list or tabs\n")
        XCTAssertEqual(feed(s, ".help mdoe"), "Error: no command .mdoe (did you mean .mode?)\n")
    }

    func testUnknownCommandsAndUsageErrorsFollowTheSqlite3Shell() throws {
        let s = try session()
        XCTAssertEqual(feed(s, ".scheam"), "Error: unknown command or invalid arguments: \"scheam\". Enter \".help\" for help\n  (did you mean .schema?)\n")
        XCTAssertEqual(feed(s, ".headers"), "Usage: .headers on|off\n")
        XCTAssertEqual(feed(s, ".headers maybe"), "Usage: .headers on|off\n")
        XCTAssertEqual(feed(s, ".read"), "Usage: .read FILE\n")
        XCTAssertEqual(feed(s, ".mode"), "current output mode: box\n")
        XCTAssertEqual(feed(s, ".mode jsno"), "Error: mode should be one of: box csv json line list markdown table tabs (did\n  you mean json?)\n")
        XCTAssertEqual(feed(s, ".explain 1555").components(separatedBy: "\n").first, "SQLITE_CONSTRAINT_PRIMARYKEY (1555)")
        XCTAssertEqual(feed(s, ".explain constrain_unique"), "Error: unknown result code 'constrain_unique' (did you mean\n  SQLITE_CONSTRAINT_UNIQUE?)\n")
        XCTAssertEqual(s.failures, 6)
        // A message, or an error report pasted whole, as `sqlab explain` reads it.
        let locked = feed(s, ".explain sqlite3.OperationalError: database is locked")
        XCTAssertTrue(locked.hasPrefix("SQLite says: database is locked\nResult code: SQLITE_BUSY (5)"), locked)
        let table = feed(s, ".explain SQLite error 1: no such table: \"my pets\" - while executing `SELECT 1`")
        XCTAssertTrue(table.hasPrefix("SQLite says: no such table: \"my pets\"\n"), table)
        XCTAssertTrue(table.contains("Fix:"), table)
        XCTAssertEqual(s.failures, 6)
    }

    /// A schema change shows no result table, whatever SQLite's column count: ALTER TABLE …
    /// ADD COLUMN … NOT NULL is compiled with a `SELECT raise(ABORT, …)` check (src/alter.c).
    /// On a table with rows the check fails, and that failure is explained.
    func testAnAlterTableShowsNoResultTable() throws {
        let s = try session()
        let empty = feed(s, "CREATE TABLE t(a);\nALTER TABLE t ADD COLUMN b INTEGER NOT NULL;")
        XCTAssertFalse(empty.contains("raise("), empty)
        XCTAssertFalse(empty.contains("0 rows"), empty)
        XCTAssertTrue(empty.contains("SQLITE_DONE"), empty)
        let full = feed(s, "CREATE TABLE u(a);\nINSERT INTO u VALUES (1);\nALTER TABLE u ADD COLUMN b INTEGER NOT NULL;")
        XCTAssertTrue(full.contains("Cannot add a NOT NULL column with default value NULL"), full)
        XCTAssertFalse(full.contains("sqlab does not know this message"), full)
    }

    func testTablesSchemaModeHeadersAndTrace() throws {
        let s = try session()
        _ = feed(s, "CREATE TABLE b(x INTEGER, y TEXT);\nCREATE TABLE a(z);\nCREATE INDEX bx ON b(x);\nCREATE TEMP TABLE scratch(w);\nINSERT INTO b VALUES (1, 'o''k'), (2, NULL);")
        XCTAssertEqual(feed(s, ".tables"), "a             b             temp.scratch\n")
        // In the order they were made (issue 18: a trigger or index after its table).
        XCTAssertEqual(feed(s, ".schema"), "CREATE TABLE b(x INTEGER, y TEXT);\nCREATE TABLE a(z);\nCREATE INDEX bx ON b(x);\nCREATE TABLE scratch(w);\n")
        XCTAssertEqual(feed(s, ".schema B"), "CREATE TABLE b(x INTEGER, y TEXT);\nCREATE INDEX bx ON b(x);\n")
        XCTAssertEqual(feed(s, ".schema aa"), "No table matches 'aa' (did you mean a?).\n")
        // The shell's csv: no header until .headers on, CRLF, an apostrophe quoted.
        _ = feed(s, ".mode csv")
        XCTAssertTrue(feed(s, "SELECT * FROM b;").hasPrefix("1,\"o'k\"\r\n2,\r\n"), text)
        _ = feed(s, ".headers on")
        XCTAssertEqual(feed(s, "SELECT * FROM b;"), "x,y\r\n1,\"o'k\"\r\n2,\r\n2 rows\n✓ SQLITE_ROW (100) × 2, then SQLITE_DONE (101) — the statement ran to completion\n")
        _ = feed(s, ".mode line\n.trace on")
        XCTAssertEqual(feed(s, "SELECT 7 AS seven;"), """
              sqlite3_prepare_v2(db, "SELECT 7 AS seven;", -1, &stmt, NULL) → 0 SQLITE_OK
              sqlite3_step(stmt) → 100 SQLITE_ROW
              sqlite3_step(stmt) → 101 SQLITE_DONE
              sqlite3_finalize(stmt) → 0 SQLITE_OK
            seven = 7
            1 row
            ✓ SQLITE_ROW (100) × 1, then SQLITE_DONE (101) — the statement ran to completion

            """)
        _ = feed(s, ".trace off\n.mode box")
        XCTAssertFalse(feed(s, "SELECT 1;").contains("sqlite3_step"), text)
        XCTAssertEqual(s.failures, 0)
    }

    func testResetReadAndSave() throws {
        let folder = try temporaryFolder()
        // Wide enough that no message about a temporary file's long path wraps.
        let s = try session { $0.width = 200 }
        _ = feed(s, "CREATE TABLE t(a);")
        XCTAssertEqual(feed(s, ".reset"), "Back to an empty database.\n")
        XCTAssertEqual(feed(s, ".tables"), "")

        let inner = folder.appendingPathComponent("inner.sql")
        try "INSERT INTO t VALUES (2);\n.mode csv\n.headers on\nSELECT sum(a) AS total\nFROM t;\n".write(to: inner, atomically: true, encoding: .utf8)
        let outer = folder.appendingPathComponent("outer.sql")
        try "CREATE TABLE t(a);\nINSERT INTO t VALUES (1);\n.read \(inner.path)\n".write(to: outer, atomically: true, encoding: .utf8)
        let out = feed(s, ".read \(outer.path)")
        XCTAssertTrue(out.hasSuffix("total\r\n3\r\n1 row\n✓ SQLITE_ROW (100) × 1, then SQLITE_DONE (101) — the statement ran to completion\n"), out)

        let loop = folder.appendingPathComponent("loop.sql")
        try ".read \(loop.path)\n".write(to: loop, atomically: true, encoding: .utf8)
        XCTAssertTrue(feed(s, ".read \(loop.path)").hasSuffix("files nest more than 16 deep (does a file read itself?)\n"), text)
        XCTAssertEqual(feed(s, ".read \(folder.path)/missing.sql"), "<stdin>:6: error: cannot open \"\(folder.path)/missing.sql\"\n")
        let broken = folder.appendingPathComponent("nul.sql")
        try Data("SELECT 1;\u{0}SELECT 2;\n".utf8).write(to: broken)
        XCTAssertTrue(feed(s, ".read \(broken.path)").contains("nul.sql:1:10: error: the file holds a NUL byte"), text)

        // A failing statement in a .read file counts as a failure of the session.
        let failing = folder.appendingPathComponent("failing.sql")
        try "\n\nSELECT * FROM nowhere;\n".write(to: failing, atomically: true, encoding: .utf8)
        XCTAssertEqual(s.failures, 3)
        XCTAssertTrue(feed(s, ".read \(failing.path)").contains("no such table: nowhere"), text)
        XCTAssertEqual(s.failures, 4)

        let saved = folder.appendingPathComponent("saved.db")
        XCTAssertEqual(feed(s, ".save \(saved.path)"), "Saved the database to \(saved.path).\n")
        let copy = try Connection(path: saved.path)
        XCTAssertEqual(try copy.scalar("SELECT sum(a) FROM t"), .integer(3))
    }

    func testScriptsStopAfterAHundredFailuresInARowButAPersonNever() throws {
        let script = try session { $0.consecutiveFailureLimit = 3 }
        _ = feed(script, "SELECT * FROM x;\nSELECT * FROM x;\nSELECT 1;\nSELECT * FROM x;\nSELECT * FROM x;")
        XCTAssertEqual(script.failures, 4)
        XCTAssertEqual(feed(script, "SELECT * FROM x;").components(separatedBy: "\n").suffix(2),
                       ["Error: 3 statements in a row have failed; the rest of this input is skipped.", ""])
        XCTAssertEqual(feed(script, "SELECT 1;"), "")
        let person = try session { $0.consecutiveFailureLimit = 3; $0.inputIsScript = false }
        _ = feed(person, String(repeating: "SELECT * FROM x;\n", count: 5))
        XCTAssertTrue(feed(person, "SELECT 1;").contains("1 row"))
    }

    func testQuitStopsReading() throws {
        let s = try session()
        XCTAssertEqual(feed(s, ".quit\nSELECT 1;"), "")
        XCTAssertTrue(s.isFinished)
    }

    func testCompletion() throws {
        let s = try session()
        _ = feed(s, "CREATE TABLE Class43(Stu_ID INTEGER, name TEXT);")
        XCTAssertEqual(s.completions(for: ".sch", after: ""), [".schema"])
        XCTAssertEqual(s.completions(for: "Cla", after: "SELECT * FROM "), ["Class43"])
        XCTAssertEqual(s.completions(for: "cla", after: "SELECT * FROM "), ["Class43"])
        XCTAssertEqual(s.completions(for: "Stu", after: "SELECT "), ["Stu_ID"])
        XCTAssertEqual(s.completions(for: "sel", after: ""), ["select"])
        XCTAssertEqual(s.completions(for: "WHE", after: "SELECT * FROM Class43 "), ["WHEN", "WHERE"])
        XCTAssertEqual(s.completions(for: "ma", after: ".mode "), ["markdown"])
        XCTAssertEqual(s.completions(for: "o", after: ".trace "), ["on", "off"])
    }

    func testCtrlCInterruptsTheRunningStatementOnlyAndTheSessionCarriesOn() throws {
        let s = try session { $0.sandbox = Sandbox(statementTimeout: 30) }
        let handle = s.sandboxed.interruptHandle
        handle.interrupt()   // at the prompt: nothing to stop, and the next statement runs
        XCTAssertTrue(feed(s, "SELECT 1;").contains("1 row"), text)
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.3) { handle.interrupt() }
        let start = Date()
        let out = feed(s, "WITH RECURSIVE r(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM r) SELECT count(*) FROM r;")
        XCTAssertLessThan(Date().timeIntervalSince(start), 10)
        XCTAssertTrue(out.contains("SQLITE_INTERRUPT (9)"), out)
        XCTAssertTrue(feed(s, "SELECT 2;").contains("1 row"), text)
    }

    // MARK: - With a lesson

    /// What was typed before a new database (.reset, .lesson) is no answer: `.check` says so
    /// (it checked a statement typed in another lesson as this one's answer).
    func testAResetStartsANewAnswer() throws {
        let folder = try temporaryFolder()
        let store = try ProgressStore(path: folder.appendingPathComponent("progress.sqlite").path)
        let lesson = try LessonParser.parse(contentsOf: SessionTests.lessonPath)
        let s = try session(lesson: lesson) { $0.progress = store }
        _ = feed(s, "SELECT nosuch FROM Class43;")
        _ = feed(s, ".reset")
        XCTAssertEqual(feed(s, ".check"), "Error: nothing to check yet: type your answer to eighteen, then .check\n")
        XCTAssertEqual(try store.progress(lesson: lesson.id, exercise: "eighteen").tried, 0)
    }

    func testALessonStartsBeforeItsFirstExerciseAndChecksRecordProgress() throws {
        let folder = try temporaryFolder()
        let store = try ProgressStore(path: folder.appendingPathComponent("progress.sqlite").path)
        let lesson = try LessonParser.parse(contentsOf: SessionTests.lessonPath)
        let s = try session(lesson: lesson) { $0.progress = store }
        XCTAssertEqual(s.exercise?.id, "eighteen")
        XCTAssertTrue(feed(s, "SELECT count(*) FROM Class43;").contains("│        6 │"), text)

        XCTAssertEqual(feed(s, ".solution"), "Error: try exercise eighteen first (type an answer, then .check)\n")
        XCTAssertEqual(feed(s, ".hint"), "Hint 1 of 2: `WHERE` keeps the rows whose condition is true.\n")
        _ = feed(s, "SELECT name FROM Class43 WHERE age > 18;")
        XCTAssertTrue(feed(s, ".check").hasPrefix("✗ Exercise eighteen: not yet (0/1)\n  The rows are not right on the lesson's data."), text)
        XCTAssertEqual(try store.progress(lesson: lesson.id, exercise: "eighteen").tried, 1)
        XCTAssertEqual(feed(s, ".solution"), "Reference solution of eighteen:\nSELECT name FROM Class43 WHERE age = 18;\n")

        // Only the statements that worked since the last .check are the answer.
        _ = feed(s, "SELEC name FROM Class43;\nSELECT name FROM Class43 WHERE age = 18;")
        let out = feed(s, ".check")
        XCTAssertTrue(out.hasPrefix("✓ Exercise eighteen: passed (1/1)\nNext: exercise older, from its starting state (the database is back in it).\n── Exercise older"), out)
        let recorded = try store.progress(lesson: lesson.id, exercise: "eighteen")
        XCTAssertEqual(recorded.tried, 2)
        XCTAssertTrue(recorded.passed)
        XCTAssertEqual(recorded.hintsRevealed, 1)
        XCTAssertEqual(s.exercise?.id, "older")
        XCTAssertTrue(feed(s, ".exercises").contains("✓ eighteen       passed · tried 2 times · hints 1/2\n    It uses: Class43(name, age)\n· older          not tried · hints 0/2 ←\n    It uses: Class43(name, age)"), text)
        XCTAssertEqual(feed(s, ".check nosuch"), "Error: 01-first-steps has no exercise 'nosuch'\n")
        XCTAssertEqual(feed(s, ".check girsl").hasSuffix("(did you mean girls?)\n"), true)

        // A new session starts at the first exercise not yet passed.
        let again = try session(lesson: lesson) { $0.progress = store }
        XCTAssertEqual(again.exercise?.id, "older")
    }

    /// `.check` of a lab exercise (its answer is C API calls) says where to answer it, in the
    /// learner's language, and records no attempt: SQL typed in the REPL was checked as calls
    /// and got "The database after your answer is not right:" with nothing after it.
    func testCheckingALabExerciseSaysWhereToAnswerIt() throws {
        let folder = try temporaryFolder()
        let store = try ProgressStore(path: folder.appendingPathComponent("progress.sqlite").path)
        let path = URL(fileURLWithPath: SessionTests.lessonPath).deletingLastPathComponent().appendingPathComponent("09-prepared-statements.md").path
        let lesson = try LessonParser.parse(contentsOf: path)
        let lab = try XCTUnwrap(lesson.exercises.first(where: \.isLab))
        for language in [Language.en, .zh] {
            let s = try session(lesson: lesson) { $0.progress = store; $0.language = language }
            _ = feed(s, "SELECT 1;")
            // (Wrapped at 80 columns: joined again.)
            let out = feed(s, ".check \(lab.id)").replacingOccurrences(of: "\n  ", with: " ")
            XCTAssertTrue(out.contains(language == .en ? "is a lab exercise" : "是 lab 练习"), out)
            XCTAssertTrue(out.contains("sqlab check \(lesson.id) \(lab.id) --answer FILE"), out)
            XCTAssertFalse(out.contains(language == .en ? "is not right" : "不对"), out)
        }
        XCTAssertEqual(try store.progress(lesson: lesson.id, exercise: lab.id).tried, 0)
    }

    func testResetAndLessonRebuildTheStartingState() throws {
        let lesson = try LessonParser.parse(contentsOf: SessionTests.lessonPath)
        let s = try session(lesson: lesson)
        _ = feed(s, "DELETE FROM Class43;")
        XCTAssertEqual(feed(s, ".reset"), "Back to the starting state of exercise eighteen of 01-first-steps.\n")
        XCTAssertTrue(feed(s, "SELECT count(*) FROM Class43;").contains("│        6 │"), text)

        let empty = try session()
        XCTAssertEqual(feed(empty, ".exercises"), "Error: no lesson yet: start one with .lesson ID (or sqlab repl LESSON)\n")
        let out = feed(empty, ".lesson \(SessionTests.lessonPath)")
        XCTAssertTrue(out.hasPrefix("Lesson 01-first-steps: First steps: a class of students in SQLite\nThe database holds what the lesson's steps build before exercise eighteen"), out)
        XCTAssertEqual(feed(empty, ".tables"), "Class43\n")
        XCTAssertTrue(feed(empty, ".lesson /nowhere.md").hasSuffix("error: no such lesson file\n"), text)
        // Any text parses as Markdown; one with no SQL, lab or exercise block is no lesson.
        let passwd = feed(empty, ".lesson /etc/passwd")
        XCTAssertTrue(passwd.hasPrefix("/etc/passwd:1:1: error: is not a lesson"), passwd)
        XCTAssertEqual(feed(empty, ".tables"), "Class43\n", "the lesson before stays")
    }
}

/// `.check` leaves the database in the starting state of the exercise it is about next, the
/// state `check` runs answers from, whatever the session did before: for every exercise of
/// every lesson, after a pass (the next exercise's state) and after a failed answer that changed
/// the database (the same exercise's state again).
final class SessionCheckStateTests: XCTestCase {
    static let lessons = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("lessons")

    /// Every table's CREATE statement and rows, in rowid order: equal dumps, equal databases.
    func dump(_ rows: (String) throws -> [[Value]]) throws -> [String] {
        var lines: [String] = []
        for table in try rows("SELECT name, sql FROM sqlite_schema WHERE sql IS NOT NULL ORDER BY name") {
            lines.append(table[1].cellText)
            guard case .text(let name) = table[0], table[1].cellText.hasPrefix("CREATE TABLE") else { continue }
            let quoted = "\"" + name.replacingOccurrences(of: "\"", with: "\"\"") + "\""
            lines += try rows("SELECT * FROM \(quoted)").map { $0.map(\.cellText).joined(separator: "|") }
        }
        return lines
    }

    /// The starting state of `exercise`, as `check` builds it.
    func startingState(_ lesson: Lesson, _ exercise: Exercise) throws -> [String] {
        let runner = try LessonRunner(lesson: lesson, sandbox: Sandbox(), explainer: Explainer(language: .en), trace: false)
        _ = try runner.runSteps(before: exercise.id)
        return try dump { try runner.connection.rows($0, []) }
    }

    func testEveryCheckLeavesTheStartingStateOfTheExerciseItIsAboutNext() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: SessionCheckStateTests.lessons.path).filter { $0.hasSuffix(".md") }.sorted()
        var checked = 0
        for file in files {
            let lesson = try LessonParser.parse(contentsOf: SessionCheckStateTests.lessons.appendingPathComponent(file).path)
            let exercises = lesson.exercises.filter { !$0.isLab }
            guard exercises.count == lesson.exercises.count, !exercises.isEmpty else { continue }
            var shown = ""
            let session = try Session(configuration: Session.Configuration(), lesson: lesson) { shown += $0 + "\n" }
            for (index, exercise) in exercises.enumerated() {
                XCTAssertEqual(session.exercise?.id, exercise.id, "\(file): \(shown)")
                // A wrong answer that changes the database, then .check: back to this exercise's start.
                session.feed(lines: "CREATE TABLE leftover(x);\nINSERT INTO leftover VALUES (1);")
                shown = ""
                session.feed(".check")
                XCTAssertTrue(shown.contains("✗ Exercise \(exercise.id)"), "\(file) \(exercise.id): \(shown)")
                XCTAssertTrue(shown.contains("Back to the starting state of exercise \(exercise.id):"), shown)
                XCTAssertEqual(try dump { try session.hostRows($0) }, try startingState(lesson, exercise), "\(file) \(exercise.id) after a failed .check")
                // The reference answer passes, and the next exercise starts from its own state.
                session.feed(lines: exercise.reference.map(\.sql).joined(separator: "\n"))
                shown = ""
                session.feed(".check")
                XCTAssertTrue(shown.contains("✓ Exercise \(exercise.id): passed"), "\(file) \(exercise.id): \(shown)")
                if index + 1 < exercises.count {
                    let next = exercises[index + 1]
                    XCTAssertTrue(shown.contains("Next: exercise \(next.id), from its starting state"), shown)
                    XCTAssertEqual(try dump { try session.hostRows($0) }, try startingState(lesson, next), "\(file) \(next.id) after passing \(exercise.id)")
                }
                checked += 1
            }
        }
        XCTAssertGreaterThan(checked, 30)
    }

    /// A failed `.check` of a query changes nothing, so the database is not rebuilt and nothing
    /// more is said; `.check ID` of another exercise moves to that exercise's starting state.
    func testAQueryLeavesTheStateAloneAndCheckingAnotherExerciseMovesToIt() throws {
        let lesson = try LessonParser.parse(contentsOf: SessionTests.lessonPath)
        var shown = ""
        let session = try Session(configuration: Session.Configuration(), lesson: lesson) { shown += $0 + "\n" }
        session.feed("SELECT 1;")
        shown = ""
        session.feed(".check")
        XCTAssertFalse(shown.contains("Back to the starting state"), shown)
        let last = lesson.exercises.last!
        session.feed("SELECT 2;")
        shown = ""
        session.feed(".check \(last.id)")
        XCTAssertEqual(session.exercise?.id, last.id)
        XCTAssertTrue(shown.contains("Back to the starting state of exercise \(last.id):"), shown)
        XCTAssertEqual(try dump { try session.hostRows($0) }, try startingState(lesson, last))
    }

    /// `.check` with every exercise passed says the lesson is done and names the next lesson;
    /// `.hint` after every hint was revealed shows them all again, then that there are no more.
    func testADoneLessonNamesTheNextOneAndHintsComeBack() throws {
        for language in Language.allCases {
            let course = Course(courseFlag: SessionCheckStateTests.lessons.path, environment: [:], executable: "", language: language)
            let lesson = try course.lesson("01")
            var shown = ""
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sqlab-done-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            let store = try ProgressStore(path: folder.appendingPathComponent("progress.sqlite").path)
            let configuration = Session.Configuration(language: language, course: course, progress: store)
            var session = try Session(configuration: configuration, lesson: lesson) { shown += $0 + "\n" }
            let first = try XCTUnwrap(session.exercise)
            for _ in 0...first.hints.count { session.feed(".hint") }
            shown = ""
            session.feed(".hint")
            for index in first.hints.indices {
                XCTAssertTrue(shown.contains(language == .zh ? "提示 \(index + 1)/\(first.hints.count)" : "Hint \(index + 1) of \(first.hints.count):"), shown)
            }
            for exercise in lesson.exercises {
                session.feed(lines: exercise.reference.map(\.sql).joined(separator: "\n"))
                session.feed(".check")
            }
            // A new session on the finished lesson has no current exercise.
            session = try Session(configuration: configuration, lesson: lesson) { shown += $0 + "\n" }
            XCTAssertNil(session.exercise)
            shown = ""
            let failures = session.failures
            session.feed(".check")
            let next = course.lessonIDs()[1]
            let joined = shown.replacingOccurrences(of: "\n *", with: language == .zh ? "" : " ", options: .regularExpression)
            XCTAssertTrue(joined.contains(language == .zh ? "用 .lesson \(next) 继续下一课" : "Go on with .lesson \(next)."), shown)
            XCTAssertEqual(session.failures, failures)
        }
    }

    /// The same in Chinese.
    func testTheMessagesInChinese() throws {
        let lesson = try LessonParser.parse(contentsOf: SessionCheckStateTests.lessons.appendingPathComponent("zh/05-update.md").path)
        var shown = ""
        let session = try Session(configuration: Session.Configuration(language: .zh), lesson: lesson) { shown += $0 + "\n" }
        session.feed("DELETE FROM stu;")
        shown = ""
        session.feed(".check")
        XCTAssertTrue(shown.contains("已回到练习 \(lesson.exercises[0].id) 的初始状态"), shown)
        XCTAssertEqual(EnglishSentences.find(in: shown.replacingOccurrences(of: "SQLITE_", with: "")), [], shown)
    }
}

/// `.read` decodes a file as an answer file is decoded: a byte-order mark, UTF-16 and UTF-32,
/// CRLF and CR line ends; its errors name the file's own lines.
final class ReadDecodingTests: XCTestCase {
    func testEveryEncodingAndLineEndReadsTheSame() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sqlab-read-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let script = ".mode csv\nSELECT 'é', 1;\n.headers on\nSELEC 2;\nSELECT 3 AS n;\n"
        let encodings: [(String, Data)] = [
            ("utf8", Data(script.utf8)),
            ("bom", Data([0xEF, 0xBB, 0xBF] + Array(script.utf8))),
            ("crlf", Data(script.replacingOccurrences(of: "\n", with: "\r\n").utf8)),
            ("cr", Data(script.replacingOccurrences(of: "\n", with: "\r").utf8)),
            ("utf16le", Data([0xFF, 0xFE]) + script.data(using: .utf16LittleEndian)!),
            ("utf16be", Data([0xFE, 0xFF]) + script.data(using: .utf16BigEndian)!),
        ]
        var expected: String?
        for (name, data) in encodings {
            let path = folder.appendingPathComponent("\(name).sql").path
            try data.write(to: URL(fileURLWithPath: path))
            var text = ""
            let session = try Session(configuration: Session.Configuration(), lesson: nil) { text += $0 + "\n" }
            session.feed(".read \(path)")
            // csv rows end in CRLF, as the shell writes them.
            let shown = text.replacingOccurrences(of: path, with: "FILE").replacingOccurrences(of: "\r", with: "")
            XCTAssertTrue(shown.contains("\"é\",1"), "\(name): \(shown)")
            XCTAssertTrue(shown.contains("FILE:4: error: this statement failed"), "\(name): \(shown)")
            XCTAssertTrue(shown.contains("n\n3"), "\(name): \(shown)")
            if let expected { XCTAssertEqual(shown, expected, name) } else { expected = shown }
        }
        let bad = folder.appendingPathComponent("latin1.sql").path
        try Data("SELECT 1;\nSELECT 'caf\u{00E9}';\n".data(using: .isoLatin1)!).write(to: URL(fileURLWithPath: bad))
        var text = ""
        let session = try Session(configuration: Session.Configuration(), lesson: nil) { text += $0 + "\n" }
        session.feed(".read \(bad)")
        XCTAssertTrue(text.hasPrefix("\(bad):2:12: error:"), text)
    }
}

/// What beginners type that is not what they think: a full-width `；`, a dot-command while a
/// statement is still open, a word of another shell.
final class TypingMistakeTests: XCTestCase {
    func testTheREPLSaysWhatHappenedInBothLanguages() throws {
        for language in Language.allCases {
            let zh = language == .zh
            var text = ""
            var configuration = Session.Configuration(language: language)
            configuration.inputIsScript = false
            let session = try Session(configuration: configuration, lesson: nil) { text += $0 + "\n" }
            func feed(_ line: String) -> String {
                text = ""
                session.feed(line)
                return text.replacingOccurrences(of: "\n  ", with: zh ? "" : " ")
            }
            XCTAssertTrue(feed("SELECT 1；").contains(zh ? "全角的 ；" : "full-width ；"), text)
            session.discardPendingInput()
            XCTAssertEqual(feed("SELECT 'a；b'"), "", "a full-width semicolon inside a string ends nothing, and says nothing")
            session.discardPendingInput()

            XCTAssertEqual(feed("CREATE TABLE t(x)"), "")
            let open = feed(".tables")
            XCTAssertTrue(open.contains(zh ? "第 3 行开始的语句还没有 ;" : "The statement begun on line 3 has no ; yet"), open)
            XCTAssertEqual(session.prompt, Session.continuationPrompt, "the statement is kept")
            _ = feed(";")
            XCTAssertEqual(feed(".tables"), "t\n")

            for (word, command) in [("exit", ".exit"), ("help;", ".help"), ("ls", ".tables"), ("\\q", ".quit")] {
                let said = feed(word)
                XCTAssertTrue(said.contains(command) && !said.contains("SQLITE_ERROR"), "\(word): \(said)")
                XCTAssertFalse(session.isFinished)
            }
            if zh {
                XCTAssertEqual(EnglishSentences.find(in: feed("SELECT 2；")), [])
                session.discardPendingInput()
            }
        }
    }
}

/// A result past the counting limit: the lines agree that stepping stopped there.
final class CountLimitTests: XCTestCase {
    func testARowCountPastTheLimitSaysSteppingStopped() throws {
        for language in Language.allCases {
            var text = ""
            let session = try Session(configuration: Session.Configuration(sandbox: Sandbox(statementTimeout: 10), language: language),
                                      lesson: nil) { text += $0 + "\n" }
            let limit = LessonRunner.countRowLimit
            session.feed("WITH RECURSIVE r(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM r LIMIT \(limit * 3)) SELECT * FROM r;")
            let said = text.replacingOccurrences(of: "\n  ", with: language == .zh ? "" : " ")
            XCTAssertTrue(said.contains(language == .zh ? "之后 sqlab 停止了 step" : "× \(limit), then sqlab stopped stepping"), said)
            XCTAssertFalse(said.contains("SQLITE_DONE"), said)
            XCTAssertTrue(said.contains(language == .zh ? "在第 \(limit) 行停止了 step" : "stopped stepping at \(limit) rows"), said)
            XCTAssertFalse(said.contains(language == .zh ? "停止计数" : "stopped counting"), said)
            // Under the limit, the count and SQLITE_DONE as before.
            text = ""
            session.feed("SELECT 1 UNION ALL SELECT 2;")
            XCTAssertTrue(text.contains("SQLITE_DONE (101)"), text)
        }
    }
}
