import Foundation
import XCTest
#if canImport(Glibc)
import Glibc
#endif
@testable import SQLabSQLite
@testable import SQLabText
@testable import SQLabSQL
@testable import SQLabLessons
@testable import SQLabEngine
@testable import SQLabShell
@testable import SQLabCommands

/// The mechanisms of the sandbox issue (12), each tested on its class rather than on one case:
/// bounded built-ins wherever the expression comes from, instruction-counted deadlines,
/// learner connections only from the sandbox, bounded readers, Markdown limits, and the one
/// function that makes control characters visible.
final class SandboxClassTests: XCTestCase {
    /// A sandboxed connection with the learner policy set aside, as a lesson's own schema is
    /// compiled (a DEFAULT, CHECK, generated column or trigger the authorizer never sees).
    func schemaSide() throws -> SandboxedConnection {
        let s = try Sandbox().open()
        s.connection.setAuthorizer(nil)
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

    // MARK: - Class 2: built-ins whose cost explodes inside one call

    /// The replacements give exactly SQLite's own results on every argument shape: random
    /// texts (ASCII, Chinese, invalid sequences as blobs), numbers, NULLs and blobs, compared
    /// with the built-ins of a plain connection.
    func testBoundedReplacementsAgreeWithTheBuiltIns() throws {
        let sandboxed = try schemaSide().connection
        let plain = try Connection.trustedScratch()
        var generator = SystemRandomNumberGenerator()
        let alphabet: [String] = ["a", "b", "ab", " ", "小", "明", "é", "%", "x", "-", "."]
        func text() -> String { (0..<Int.random(in: 0...8, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }.joined() }
        func value() -> Value {
            switch Int.random(in: 0...9, using: &generator) {
            case 0: return .null
            case 1: return .integer(Int64.random(in: -50...50, using: &generator))
            case 2: return .real(Double(Int.random(in: -100...100, using: &generator)) / 8)
            case 3: return .blob(Array(text().utf8) + [0xC3])
            default: return .text(text())
            }
        }
        let calls = ["instr(?1, ?2)", "replace(?1, ?2, ?3)", "trim(?1)", "trim(?1, ?2)", "ltrim(?1, ?2)", "rtrim(?1, ?2)",
                     "ltrim(?1)", "rtrim(?1)", "typeof(replace(?1, ?2, ?3))", "typeof(instr(?1, ?2))"]
        for _ in 0..<400 {
            let arguments = [value(), value(), value()]
            for call in calls {
                let sql = "SELECT \(call)"
                let used = Array(arguments.prefix(call.contains("?3") ? 3 : call.contains("?2") ? 2 : 1))
                XCTAssertEqual(try sandboxed.rows(sql, used), try plain.rows(sql, used), "\(call) with \(used)")
            }
        }
        let formats = ["%d", "%5.2f|%s", "%-8s|", "%.*c", "%q %Q %w", "%x %o %c", "%!.15g", "%05d", "%,d", "%%", "%n", "%T"]
        for format in formats {
            let arguments: [Value] = [.text(format), .integer(3), .text("it's"), .real(2.5)]
            let sql = "SELECT printf(?1, ?2, ?3, ?4), format(?1, ?2, ?3, ?4)"
            XCTAssertEqual(try sandboxed.rows(sql, arguments), try plain.rows(sql, arguments), format)
        }
        let patch = "SELECT json_patch(?1, ?2), json_type(json_patch(?1, ?2))"
        for (a, b) in [("{\"a\":1,\"b\":{\"c\":2}}", "{\"b\":{\"c\":null,\"d\":3}}"), ("[1,2]", "{\"x\":1}"), ("{}", "7")] {
            XCTAssertEqual(try sandboxed.rows(patch, [.text(a), .text(b)]), try plain.rows(patch, [.text(a), .text(b)]))
        }
        // The JSON subtype is kept: a patched object nests as JSON, not as a string.
        XCTAssertEqual(try sandboxed.scalar("SELECT json_array(json_patch('{\"a\":1}', '{\"b\":2}'))"), .text("[{\"a\":1,\"b\":2}]"))
    }

    /// Each explosive built-in is refused with SQLITE_TOOBIG, fast, from every place an
    /// expression can live: typed, a column DEFAULT, a generated column, a CHECK, a trigger,
    /// a view, an expression index.
    func testEveryExplosiveCallIsBoundedWhereverItIsWritten() throws {
        let big = "replace(hex(zeroblob(100000)), '0', 'a')"            // 200,000 bytes
        let calls = [
            "printf('%.*c', 2147483647, 'x')",
            "format('%2147483647d', 1)",
            "printf('%.*c%.*c%.*c%.*c%.*c%.*c%.*c', 400000, 'a', 400000, 'b', 400000, 'c', 400000, 'd', 400000, 'e', 400000, 'f', 400000, 'g')",
            "ltrim(\(big), \(big) || 'b')",
            "rtrim(\(big), \(big) || 'b')",
            "trim(\(big), \(big) || 'b')",
            "instr(\(big), \(big) || 'b')",
            "replace(\(big), substr(\(big), 1, 100000) || 'b', 'z')",
        ]
        for call in calls {
            let places = [
                "SELECT length(\(call))",
                "CREATE TABLE d(id INTEGER PRIMARY KEY, x DEFAULT (length(\(call)))); INSERT INTO d(id) VALUES (1)",
                "CREATE TABLE g(id INTEGER PRIMARY KEY, x AS (length(\(call)))); INSERT INTO g(id) VALUES (1); SELECT x FROM g",
                "CREATE TABLE c(x CHECK (length(\(call)) > 0)); INSERT INTO c VALUES (1)",
                "CREATE TABLE t(x); CREATE TABLE l(y); CREATE TRIGGER r AFTER INSERT ON t BEGIN INSERT INTO l VALUES (length(\(call))); END; INSERT INTO t VALUES (1)",
                "CREATE VIEW v AS SELECT length(\(call)) AS n; SELECT * FROM v",
                "CREATE TABLE e(x); INSERT INTO e VALUES (1); CREATE INDEX i ON e(length(\(call)) + x)",
            ]
            for sql in places {
                let s = try schemaSide()
                let start = Date()
                let result = code(s, sql)
                XCTAssertEqual(result, .SQLITE_TOOBIG, sql)
                XCTAssertLessThan(Date().timeIntervalSince(start), 2, sql)
            }
        }
        // json_patch of two objects of 40,000 keys each (a linear search per key).
        let patch = try schemaSide()
        let start = Date()
        XCTAssertEqual(code(patch, """
            WITH RECURSIVE k(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM k WHERE i < 40000),
                 o(a, b) AS (SELECT json_group_object('a' || i, i), json_group_object('b' || i, i) FROM k)
            SELECT length(json_patch(a, b)) FROM o
            """), .SQLITE_TOOBIG)
        XCTAssertLessThan(Date().timeIntervalSince(start), 3)
        // Linear work within the bound still runs (a teaching-sized use of each).
        let s = try schemaSide()
        XCTAssertEqual(try s.connection.scalar("SELECT length(printf('%.*c', 1000, 'x'))"), .integer(1000))
        XCTAssertEqual(try s.connection.scalar("SELECT instr(\(big), 'b')"), .integer(0))
        XCTAssertEqual(try s.connection.scalar("SELECT length(ltrim(\(big), 'a'))"), .integer(0))
    }

    /// The work estimate reads widths and precisions as SQLite's printf does.
    func testFormatWorkCountsWidthsPrecisionsAndStarArguments() {
        func work(_ format: String, _ arguments: [Int64] = []) -> Int64 {
            BoundedFunctions.formatWork(Array(format.utf8)) { $0 - 1 < arguments.count ? arguments[$0 - 1] : nil }
        }
        XCTAssertEqual(work("%5.3f"), 8)
        XCTAssertEqual(work("%.*c", [70, 0]), 70)
        XCTAssertEqual(work("%*d|%-*s", [-9, 1, 4, 0]), 13)
        XCTAssertEqual(work("%% %n %d", [5]), 0)
        XCTAssertGreaterThanOrEqual(work("%99999999999c"), Int64(Int32.max))
    }

    // MARK: - Class 3: verdicts independent of load

    /// A runaway statement stops after exactly its allowance of instructions, whatever the
    /// machine is doing: the count is the same on every run.
    func testTheDeadlineIsCountedInInstructions() throws {
        let s = try Sandbox(statementTimeout: 0.05).open()
        var counts: Set<Int64> = []
        for _ in 0..<3 {
            XCTAssertEqual(code(s, "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c) SELECT count(*) FROM c"), .SQLITE_INTERRUPT)
            XCTAssertEqual(s.stop, .steps)
            counts.insert(s.stepsUsed)
        }
        XCTAssertEqual(counts, [Int64(0.05 * Double(Sandbox.stepsPerSecond)) + Int64(DeadlineClock.instructionsPerCallback)])
        // The answer budget is spent in instructions too.
        let budget = Budget(seconds: 1)
        budget.spend(Sandbox.stepsPerSecond / 2)
        XCTAssertEqual(budget.remaining, 0.5, accuracy: 1e-9)
        budget.spend(Sandbox.stepsPerSecond)
        XCTAssertTrue(budget.isExhausted)
    }

    /// Thousands of small CREATE statements (each reads the whole schema) stop at the cap.
    func testSchemaObjectsAreCapped() throws {
        let s = try Sandbox().open()
        let creates = (1...(Sandbox.schemaObjectLimit + 5)).map { "CREATE TABLE t\($0)(a);" }.joined()
        let start = Date()
        XCTAssertEqual(code(s, creates), .SQLITE_AUTH)
        XCTAssertLessThan(Date().timeIntervalSince(start), 3)
        XCTAssertEqual(try s.connection.scalar("SELECT count(*) FROM sqlite_schema"), .integer(Int64(Sandbox.schemaObjectLimit)))
    }

    /// A denied function inside a CREATE is explained as the function's denial, not as the cap
    /// on schema objects (SQLite's message names the function).
    func testADeniedFunctionInACreateIsNotTheSchemaObjectCap() throws {
        let s = try Sandbox().open()
        let sql = "CREATE TABLE big AS SELECT printf('%d', 1) AS s;"
        XCTAssertThrowsError(try s.execute(sql)) { error in
            guard let error = error as? SQLiteError else { return XCTFail("\(error)") }
            let explanation = Explainer(language: .en).explain(error)
            XCTAssertFalse((explanation.situation ?? "").contains("tables, indexes, views and triggers"), explanation.situation ?? "")
            XCTAssertTrue((explanation.situation ?? "").contains("The sandbox switches printf() off"), explanation.situation ?? "")
        }
    }

    // MARK: - Class 4: unbounded input

    func testLineReaderKeepsNoMoreThanItsCap() throws {
        var fds: [Int32] = [0, 0]
        XCTAssertEqual(pipe(&fds), 0)
        let writer = fds[1]
        DispatchQueue.global().async {
            let long = [UInt8](repeating: 0x78, count: 3 << 20)
            for chunk in ["SELECT 1;\r\n", "", "x"].map({ Array($0.utf8) }) + [long, Array("\nlast".utf8)] {
                _ = chunk.withUnsafeBytes { write(writer, $0.baseAddress, $0.count) }
            }
            close(writer)
        }
        let reader = BoundedLineReader(descriptor: fds[0], lineLimit: 1 << 20)
        XCTAssertEqual(reader.next(), .text("SELECT 1;"))
        guard case .tooLong(let bytes)? = reader.next() else { return XCTFail("the long line must be refused") }
        XCTAssertEqual(bytes, (3 << 20) + 1)
        XCTAssertEqual(reader.next(), .text("last"))
        XCTAssertNil(reader.next())
        close(fds[0])
    }

    func testLessonsFromAFIFOOrADeviceAreRefusedWithoutBlocking() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sqlab-fifo-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let fifo = folder.appendingPathComponent("lesson.md").path
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        for path in [fifo, "/dev/zero"] {
            XCTAssertThrowsError(try LessonParser.parse(contentsOf: path)) { error in
                XCTAssertTrue("\(error)".contains("\(path):1:"), "\(error)")
            }
        }
    }

    func testMarkdownNestingAndTableWidthHaveLimits() throws {
        let cases: [(String, Int)] = [
            ("# Deep\n\n" + String(repeating: ">", count: 100_000) + " x\n", 3),
            ("# Lists\n\n" + String(repeating: "- ", count: 20_000) + "x\n", 3),
            ("# Emphasis\n\ntext\n\n" + String(repeating: "*a ", count: 60) + "x" + String(repeating: " a*", count: 60) + "\n", 5),
            ("# Wide\n\n" + "| " + (0..<40_000).map { "c\($0)" }.joined(separator: " | ") + " |\n", 3),
        ]
        for (text, line) in cases {
            let start = Date()
            XCTAssertThrowsError(try LessonParser.parse(text: text, path: "hostile.md")) { error in
                XCTAssertTrue("\(error)".hasPrefix("hostile.md:\(line):"), "\(error)")
            }
            XCTAssertLessThan(Date().timeIntervalSince(start), 2)
        }
        // Pipes in SQL inside a fence, and ordinary nesting, are fine.
        let sql = "# Ok\n\n> - a\n>   - b\n\n```sql\nSELECT " + Array(repeating: "a", count: 300).joined(separator: " || ") + ";\n```\n"
        XCTAssertNoThrow(try LessonParser.parse(text: sql, path: "ok.md"))
    }

    // MARK: - Class 5: control characters

    func testEveryControlCharacterIsMadeVisible() {
        var controls = (0..<0x20).filter { $0 != 0x0A && $0 != 0x09 } + [0x7F] + Array(0x80...0x9F)
        controls += Array(0x202A...0x202E) + Array(0x2066...0x2069) + [0x2028, 0x2029]
        for value in controls {
            let scalar = Unicode.Scalar(UInt32(value))!
            let shown = ControlCharacters.visible("a\(scalar)b")
            XCTAssertFalse(shown.unicodeScalars.contains(where: ControlCharacters.isControl), String(format: "U+%04X", value))
            XCTAssertTrue(shown.hasPrefix("a") && shown.hasSuffix("b") && shown.count > 2)
        }
        XCTAssertEqual(ControlCharacters.visible("\u{1B}[2J\u{1B}]52;c;eA==\u{07}"), "␛[2J␛]52;c;eA==␇")
        XCTAssertEqual(ControlCharacters.visible("tab\tand\nline 小明"), "tab\tand\nline 小明")
        // On a terminal sqlab's own colours stay, and nothing else does.
        XCTAssertEqual(ControlCharacters.visible("\u{1B}[1mbold\u{1B}[0m\u{1B}[2J", keepingStyle: true), "\u{1B}[1mbold\u{1B}[0m␛[2J")
        XCTAssertEqual(ControlCharacters.visible("\u{1B}[31m", keepingStyle: false), "␛[31m")
    }

    /// The output edge: everything a command writes goes through the function, except data
    /// in a data format written on purpose with `data`.
    func testTheOutputEdgeMakesControlsVisibleButKeepsData() {
        let captured = CapturedOutput()
        let output = captured.sink
        output.out("SQLite says: no such table: t\u{1B}[2J")
        output.err("\u{9B}31m")
        output.data("a,\u{1B}b")
        XCTAssertEqual(captured.stdout, "SQLite says: no such table: t␛[2J\na,\u{1B}b\n")
        XCTAssertEqual(captured.stderr, "<U+009B>31m\n")
    }
}

