import Foundation
import XCTest
@testable import SQLabText

final class ExplainCommandTests: XCTestCase {
    /// An SQLite message given to explain (trial finding 18) is explained as that message, its
    /// meaning, cause and fix in the learner's language, not run as SQL (which would explain a
    /// syntax error at the message's first word).
    /// A refused function other than printf()/format() is not told to use round() and ||.
    func testARefusedFunctionsFixFitsTheFunction() throws {
        for (language, words) in [("en", "leave it out"), ("zh", "不要用它")] {
            let result = try CLI.run(["explain", "SELECT load_extension('x');", "--lang", language])
            XCTAssertEqual(result.status, 1, result.stderr)
            // (Lines are wrapped: compare the words.)
            XCTAssertTrue(result.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ").contains(words), result.stdout)
        }
    }

    /// NOT NULL failed in an UPDATE is explained by its SET, not by an INSERT's column list.
    func testNotNullInAnUpdateIsExplainedByItsSet() throws {
        for (language, words) in [("en", "this UPDATE sets it to NULL"), ("zh", "这条 UPDATE 把它设成了 NULL")] {
            let result = try CLI.run(["explain", "CREATE TABLE n(x NOT NULL); INSERT INTO n VALUES (1); UPDATE n SET x = NULL;", "--lang", language])
            XCTAssertEqual(result.status, 1, result.stderr)
            XCTAssertTrue(result.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ").contains(words), result.stdout)
        }
    }

    /// SQL that starts with a `--` comment is SQL, not an option; long SQL is run, not matched
    /// against the message templates (which took seconds, growing with the square of its length).
    func testCommentedAndLongSQLIsRun() throws {
        let commented = try CLI.run(["explain", "-- a note\nSELECT 1/0;"])
        XCTAssertEqual(commented.status, 0, commented.stderr)
        XCTAssertTrue(commented.stdout.contains("1/0"), commented.stdout)
        let long = "SELECT " + Array(repeating: "1", count: 3000).joined(separator: " + ") + ";"
        let result = try CLI.run(["explain", long])
        XCTAssertLessThanOrEqual(result.status, 1, result.stderr)
        XCTAssertTrue(result.stdout.contains("SQLite says"), result.stdout)
    }

    /// A message that quotes 80 KB of the learner's text (an unterminated string) is explained
    /// in the REPL and in check like any other (matching it took minutes, and check's worker
    /// was killed at 10 s).
    func testAMessageQuotingALongTokenIsExplained() throws {
        let sql = "SELECT 'x" + String(repeating: "a b ", count: 20_000) + "\n"
        let repl = try CLI.run(["repl"], input: sql)
        XCTAssertEqual(repl.status, 1, repl.stderr)
        XCTAssertTrue((repl.stdout + repl.stderr).contains("unrecognized token"), repl.stdout)
        let file = try CLI.temporaryFolder(self).appendingPathComponent("long.sql")
        try sql.write(to: file, atomically: true, encoding: .utf8)
        let check = try CLI.run(["check", "01", "eighteen", "--answer", file.path])
        XCTAssertEqual(check.status, 1, check.stderr)
        XCTAssertTrue(check.stdout.contains("failed on the lesson's data"), check.stdout)
    }

    /// `explain FILE.sql` (and `-`) runs the file's SQL as `explain "SQL"` does, the file
    /// decoded as answer files are (CRLF, UTF-16 with a byte-order mark, `--encoding GBK`); a
    /// missing file, a folder or bytes that are not text are one line naming the file, status 2;
    /// a result code stays a code even where a file of that name exists.
    func testAFileOfSQLIsExplained() throws {
        let folder = try CLI.temporaryFolder(self)
        func write(_ name: String, _ bytes: [UInt8]) throws -> String {
            let url = folder.appendingPathComponent(name)
            try Data(bytes).write(to: url)
            return url.path
        }
        let crlf = try write("crlf.sql", Array("CREATE TABLE t(a);\r\nSELECT sum(count(*)) FROM t;\r\n".utf8))
        var utf16: [UInt8] = [0xFF, 0xFE]
        for unit in "SELECT 1 AS one;".utf16 { utf16 += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        let wide = try write("wide.SQL", utf16)
        let gbk = try write("gbk.sql", Array("SELECT '".utf8) + [0xC4, 0xE3] + Array("' AS x;".utf8))
        for (language, cause) in [("en", "aggregates cannot be nested"), ("zh", "聚合函数不能嵌套")] {
            let result = try CLI.run(["explain", crlf, "--lang", language])
            XCTAssertEqual(result.status, 1, result.stderr)
            XCTAssertTrue(result.stdout.contains("misuse of aggregate function count()"), result.stdout)
            XCTAssertTrue(result.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ").contains(cause), result.stdout)
            XCTAssertFalse(result.stdout.contains("\r"), result.stdout)
        }
        let piped = try CLI.run(["explain", "-"], input: "SELECT 1/0;\r\nSELEC 2;\r\n")
        XCTAssertEqual(piped.status, 1, piped.stderr)
        XCTAssertTrue(piped.stdout.contains("Did you mean: SELECT?"), piped.stdout)
        let wideResult = try CLI.run(["explain", wide])
        XCTAssertEqual(wideResult.status, 0, wideResult.stderr)
        XCTAssertTrue(wideResult.stdout.contains("one"), wideResult.stdout)
        let notText = try CLI.run(["explain", gbk])
        XCTAssertEqual(notText.status, 2)
        XCTAssertTrue(notText.stderr.hasPrefix(gbk + ":1:"), notText.stderr)
        XCTAssertTrue(notText.stderr.contains("--encoding"), notText.stderr)
        let named = try CLI.run(["explain", gbk, "--encoding", "GBK"])
        XCTAssertEqual(named.status, 0, named.stderr)
        XCTAssertTrue(named.stdout.contains("你"), named.stdout)
        for bad in [folder.appendingPathComponent("missing.sql").path, folder.path] {
            let result = try CLI.run(["explain", bad])
            XCTAssertEqual(result.status, 2, bad)
            XCTAssertEqual(result.stderr.split(separator: "\n").count, 1, result.stderr)
            XCTAssertTrue(result.stderr.hasPrefix(bad + ":1:"), result.stderr)
        }
        _ = try write("19", Array("SELECT 1;".utf8))
        let code = try CLI.run(["explain", "19"], directory: folder)
        XCTAssertEqual(code.status, 0, code.stderr)
        XCTAssertTrue(code.stdout.contains("SQLITE_CONSTRAINT"), code.stdout)
    }

    func testAnSQLiteMessageIsExplainedNotRun() throws {
        let en = try CLI.run(["explain", "UNIQUE constraint failed: t.a", "--lang", "en"])
        XCTAssertEqual(en.status, 0, en.stderr)
        XCTAssertTrue(en.stdout.contains("SQLite says: UNIQUE constraint failed: t.a"), en.stdout)
        XCTAssertTrue(en.stdout.contains("Cause:") && en.stdout.contains("Fix:"), en.stdout)
        XCTAssertTrue(en.stdout.contains("t.a"), en.stdout)
        XCTAssertFalse(en.stdout.contains("syntax error"), en.stdout)
        let zh = try CLI.run(["explain", "near \"updata\": syntax error", "--lang", "zh"])
        XCTAssertEqual(zh.status, 0, zh.stderr)
        XCTAssertTrue(zh.stdout.contains("SQLite 说：near \"updata\": syntax error"), zh.stdout)
        XCTAssertTrue(zh.stdout.contains("常见原因：") && zh.stdout.contains("怎么改："), zh.stdout)
        XCTAssertTrue(zh.stdout.contains("updata"), zh.stdout)
        XCTAssertFalse(zh.stdout.contains("near \"near\""), zh.stdout)
        // SQL is still run.
        let sql = try CLI.run(["explain", "SELECT 1", "--lang", "en"])
        XCTAssertTrue(sql.stdout.contains("1 row"), sql.stdout)
    }

    /// An error report pasted whole: the message and the code found inside the words around
    /// them, each explained, in both languages; SQL and text that holds neither are run as SQL.
    func testAPastedErrorReportIsReadForItsMessageAndCode() throws {
        let cases: [(String, String, String, String)] = [
            ("sqlite3.OperationalError: database is locked", "SQLite says: database is locked", "SQLITE_BUSY (5)", "SQLite 说：database is locked"),
            ("SQLite error 1: no such table: users - while executing `SELECT * FROM users`", "SQLite says: no such table: users", "users", "含义："),
            ("Error Domain=NSCocoaErrorDomain Code=134030 \"An error occurred while saving.\" UserInfo={NSSQLiteErrorDomain=19}",
             "SQLITE_CONSTRAINT (19)", "Fix:", "结果码：SQLITE_CONSTRAINT (19)"),
            ("android.database.sqlite.SQLiteConstraintException: UNIQUE constraint failed: t.c (code 2067 SQLITE_CONSTRAINT_UNIQUE)",
             "SQLite says: UNIQUE constraint failed: t.c\n", "SQLITE_CONSTRAINT_UNIQUE (2067)", "SQLite 说：UNIQUE constraint failed: t.c\n"),
            ("Thread 1: Fatal error: SQLite.Result.error(message: \"library routine called out of sequence\", code: 21, statement: nil)",
             "SQLITE_MISUSE (21)", "Cause:", "怎么改："),
        ]
        for (report, said, also, zhSaid) in cases {
            let en = try CLI.run(["explain", report, "--lang", "en"])
            XCTAssertEqual(en.status, 0, en.stderr)
            XCTAssertTrue(en.stdout.contains(said) && en.stdout.contains(also), report + "\n" + en.stdout)
            XCTAssertTrue(en.stdout.contains("Meaning:") && en.stdout.contains("Fix:"), en.stdout)
            XCTAssertFalse(en.stdout.contains("syntax error"), en.stdout)
            let zh = try CLI.run(["explain", report, "--lang", "zh"])
            XCTAssertEqual(zh.status, 0, zh.stderr)
            XCTAssertTrue(zh.stdout.contains(zhSaid), report + "\n" + zh.stdout)
        }
        // Neither a message nor a code: run as SQL, and its syntax error explained.
        let words = try CLI.run(["explain", "hello world", "--lang", "en"])
        XCTAssertEqual(words.status, 1)
        XCTAssertTrue(words.stdout.contains("near \"hello\": syntax error"), words.stdout)
        // SQL that fails is run, not read as a report of its own message.
        let sql = try CLI.run(["explain", "SELECT * FROM nosuch", "--lang", "en"])
        XCTAssertEqual(sql.status, 1)
        XCTAssertTrue(sql.stdout.contains("SELECT * FROM nosuch;") && sql.stdout.contains("^^^^^^"), sql.stdout)
    }

    /// A file's statements share one budget, as a lesson's do: a hundred runaway recursions
    /// stop at it (they took 22 s), and standard error says so.
    func testAFileOfSQLHasOneBudget() throws {
        let folder = try CLI.temporaryFolder(self)
        let file = folder.appendingPathComponent("many.sql")
        let line = "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c) SELECT count(*) FROM c;\n"
        try String(repeating: line, count: 100).write(to: file, atomically: true, encoding: .utf8)
        for language in ["en", "zh"] {
            let result = try CLI.run(["explain", file.path, "--lang", language], limit: 60)
            XCTAssertNil(result.signal, "stopped by the harness: the budget did not hold")
            XCTAssertEqual(result.status, 1)
            XCTAssertTrue(result.stderr.contains(language == "en" ? "used all of its budget" : "用完了它的预算"), result.stderr)
        }
    }

    /// A misspelt name of the statement's own WITH is suggested like a table's.
    func testACommonTableExpressionsNameIsSuggested() throws {
        for language in ["en", "zh"] {
            let result = try CLI.run(["explain", "CREATE TABLE t(a); WITH totals AS (SELECT 1) SELECT * FROM total;", "--lang", language])
            XCTAssertEqual(result.status, 1)
            XCTAssertTrue(result.stdout.contains(language == "en" ? "Did you mean: totals?" : "totals"), result.stdout)
        }
    }

    func testExplainGolden() throws {
        try CLI.assertGolden("explain-1555", ["explain", "1555"])
        try CLI.assertGolden("explain-constraint-unique-zh", ["explain", "constraint_unique", "--lang", "zh"])
    }

    func testEveryFormOfACodeGivesTheSameAnswer() throws {
        let forms = ["2067", "SQLITE_CONSTRAINT_UNIQUE", "constraint_unique", "Constraint_Unique"]
        let outputs = try forms.map { try CLI.run(["explain", $0]) }
        for (form, output) in zip(forms, outputs) {
            XCTAssertEqual(output.status, 0, form)
            XCTAssertEqual(output.stdout, outputs[0].stdout, form)
        }
        XCTAssertTrue(outputs[0].stdout.hasPrefix("SQLITE_CONSTRAINT_UNIQUE (2067)\n"))
    }

    /// Given SQL, explain runs it in an empty sandboxed database: a note under a statement that
    /// succeeds and the decoded failure, each with its caret, in both languages; status 1 when a
    /// statement failed.
    func testExplainRunsSQLAndShowsNotesAndFailuresWithTheirCarets() throws {
        for (language, note) in [("en", "Note: in SQLite dividing by zero"), ("zh", "注意：在 SQLite 里除以 0")] {
            let result = try CLI.run(["explain", "SELECT 5/0; SELECT nope", "--lang", language])
            XCTAssertEqual(result.status, 1, result.stdout)
            XCTAssertTrue(result.stdout.contains("SELECT 5/0;\n        ^^\n" + note), result.stdout)
            XCTAssertTrue(result.stdout.contains("SELECT nope;\n       ^^^^\n✗ SQLITE_ERROR (1)"), result.stdout)
            // The failing one-line statement is shown once, with its caret; the one before it
            // is echoed above its rows and its note.
            XCTAssertEqual(result.stdout.components(separatedBy: "SELECT nope;").count, 2, result.stdout)
            XCTAssertTrue(result.stdout.hasPrefix("SELECT 5/0;\n┌"), result.stdout)
        }
        XCTAssertEqual(try CLI.run(["explain", "SELECT 1"]).status, 0)
        // A statement of several lines is echoed whole: its caret shows only the line it points into.
        let long = try CLI.run(["explain", "SELECT a,\n  b\nFROM nope"])
        XCTAssertTrue(long.stdout.hasPrefix("SELECT a,\n  b\nFROM nope;\nFROM nope;\n     ^^^^\n"), long.stdout)
    }

    func testUnknownCodeIsExitTwoWithASuggestion() throws {
        let result = try CLI.run(["explain", "SQLITE_CONSTRAIN"])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stderr, "sqlab: unknown result code 'SQLITE_CONSTRAIN' (did you mean SQLITE_CONSTRAINT?); 'sqlab explain' lists every code\n")
        XCTAssertEqual(try CLI.run(["explain", "4242"]).status, 2)
    }

    func testListNamesEveryCode() throws {
        for language in ["en", "zh"] {
            let result = try CLI.run(["explain", "--lang", language])
            XCTAssertEqual(result.status, 0)
            let lines = result.stdout.split(separator: "\n")
            // A line for each code (its number first), its meaning wrapped under its column.
            XCTAssertEqual(lines.filter { $0.trimmingCharacters(in: .whitespaces).first?.isNumber == true }.count, 106)
            for line in lines { XCTAssertLessThanOrEqual(TextWidth.of(String(line)), 80, String(line)) }
            XCTAssertTrue(lines.allSatisfy { $0.trimmingCharacters(in: .whitespaces).first?.isNumber == true || $0.hasPrefix(String(repeating: " ", count: 40)) })
        }
    }

    func testChineseFromLang() throws {
        let result = try CLI.run(["explain", "19"], environment: ["LANG": "zh_CN.UTF-8"])
        XCTAssertTrue(result.stdout.contains("含义"), result.stdout)
    }

    /// SQL with no statement in it (`;`, spaces, a comment) says so, exit status 2, in the
    /// learner's language; it used to echo the `;` and exit 0, as if it had explained something.
    func testTextWithNoStatementSaysSoWithStatusTwo() throws {
        for text in [";", " ; ;", "-- only a comment\n;"] {
            let en = CLI.runInProcess(["explain", text, "--lang", "en"])
            XCTAssertEqual(en.status, 2, "\(text): \(en.stdout)\(en.stderr)")
            XCTAssertEqual(en.stdout, "", text)
            XCTAssertTrue(en.stderr.hasPrefix("sqlab: '") && en.stderr.contains("' holds no SQL statement"), en.stderr)
            let zh = CLI.runInProcess(["explain", text, "--lang", "zh"])
            XCTAssertEqual(zh.status, 2, text)
            XCTAssertTrue(zh.stderr.contains("里没有 SQL 语句"), zh.stderr)
        }
        // A statement after the semicolon still runs.
        XCTAssertEqual(CLI.runInProcess(["explain", "; SELECT 1;", "--lang", "en"]).status, 0)
    }

    /// SQL that ends inside a string, a quoted name or a comment (`SELECT 'abc`) is run as it
    /// is and explained, in both languages, status 1; it used to stay pending, unseen: explain
    /// printed nothing and exited 0, and a file's statements before it were shown as if all
    /// had gone well.
    func testAnUnterminatedStatementIsExplainedNotDropped() throws {
        for (language, cause) in [("en", "is never closed"), ("zh", "没有闭合")] {
            for sql in ["SELECT 'abc", "SELECT 1; SELECT 'abc", "SELECT \"abc"] {
                let result = CLI.runInProcess(["explain", sql, "--lang", language])
                XCTAssertEqual(result.status, 1, "\(sql): \(result.stdout)\(result.stderr)")
                XCTAssertTrue(result.stdout.contains("unrecognized token"), result.stdout)
                XCTAssertTrue(result.stdout.contains(cause), result.stdout)
                // The statement is shown as typed: no `;` of sqlab's inside the token.
                XCTAssertFalse(result.stdout.contains("abc;"), result.stdout)
            }
            let piped = CLI.runInProcess(["explain", "-", "--lang", language], input: "SELECT 1;\nSELECT 'abc\n")
            XCTAssertEqual(piped.status, 1, piped.stdout + piped.stderr)
            XCTAssertTrue(piped.stdout.contains("1 row") || piped.stdout.contains("1 行"), piped.stdout)
            XCTAssertTrue(piped.stdout.contains("unrecognized token"), piped.stdout)
        }
    }

    /// SQL whose bytes are not UTF-8 (a Latin-1 or GBK terminal) is not run as the U+FFFD
    /// Swift decodes it to: the first bad byte and its place are said, exit status 2, in the
    /// learner's language. A U+FFFD typed as such is valid UTF-8 and runs.
    func testSQLThatIsNotUTF8IsRefused() throws {
        CLI.ignoreBrokenPipes
        func run(_ script: String) throws -> (status: Int32, stdout: String, stderr: String) {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", script, "sh", CLI.binary.path]
            process.environment = ["PATH": "/usr/bin:/bin", "HOME": CLI.scratchHome, "NO_COLOR": "1"]
            let out = Pipe(), err = Pipe()
            process.standardOutput = out
            process.standardError = err
            try process.run()
            let stdout = out.fileHandleForReading.readDataToEndOfFile(), stderr = err.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return (process.terminationStatus, String(decoding: stdout, as: UTF8.self), String(decoding: stderr, as: UTF8.self))
        }
        let en = try run(#""$1" explain --lang en "$(printf 'SELECT \377;')""#)
        XCTAssertEqual(en.status, 2, en.stdout + en.stderr)
        XCTAssertEqual(en.stdout, "")
        XCTAssertTrue(en.stderr.hasPrefix("sqlab: the SQL given to explain is not valid UTF-8 (byte 8 of the argument is 0xFF)"), en.stderr)
        let zh = try run(#""$1" explain --lang zh "$(printf 'SELECT 1; SELECT \344\270;')""#)
        XCTAssertEqual(zh.status, 2, zh.stdout + zh.stderr)
        XCTAssertTrue(zh.stderr.contains("不是有效的 UTF-8（参数的第 18 个字节是 0xE4）"), zh.stderr)
        let typed = try run("\"$1\" explain --lang en \"SELECT '\u{FFFD}';\"")
        XCTAssertEqual(typed.status, 0, typed.stdout + typed.stderr)
    }
}
