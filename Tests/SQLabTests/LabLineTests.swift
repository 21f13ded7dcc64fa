import Foundation
import XCTest
@testable import SQLabSQLite
@testable import SQLabText
@testable import SQLabLab

/// The lab's reading of C: literals with every escape C has, declarations, assignments, and a
/// clear message at the right column for what C would reject.
final class LabLineTests: XCTestCase {
    func call(_ line: String) throws -> LabCall {
        guard case .call(let call, _, _)? = try LabLine.parse(line).first else { throw XCTSkip("not a call: \(line)") }
        return call
    }

    func testTheTutorialsCallsAsTheyWriteThem() throws {
        let open = try call("sqlite3_open(\"class.sqlite\", &db);")
        XCTAssertEqual(open, LabCall(function: "sqlite3_open", arguments: [.string(Array("class.sqlite".utf8)), .address("db")], column: 1))
        let bind = try call("  sqlite3_bind_text(stmt, 1, \"栋哥\", -1, SQLITE_TRANSIENT)  // no semicolon")
        XCTAssertEqual(bind.arguments, [.name("stmt"), .integer(1), .string(Array("栋哥".utf8)), .integer(-1), .name("SQLITE_TRANSIENT")])
        XCTAssertEqual(bind.column, 3)
        let flags = try call("sqlite3_open_v2(\"a.db\", &db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, NULL);")
        XCTAssertEqual(flags.arguments[2], .flags([.name("SQLITE_OPEN_READWRITE"), .name("SQLITE_OPEN_CREATE")]))
        XCTAssertEqual(flags.arguments[3], .null)
    }

    func testEveryStringEscapeOfC() throws {
        let text = try call(#"f("a\nb\tc\\d\"e\'f\x41\101\0g\u00e9\U0001F600\?\a\b\f\v\r");"#)
        var expected = Array("a\nb\tc\\d\"e'fAA".utf8) + [0] + Array("gé😀?".utf8)
        expected += [0x07, 0x08, 0x0C, 0x0B, 0x0D]
        XCTAssertEqual(text.arguments, [.string(expected)])
        // Adjacent literals are one string, as in C.
        XCTAssertEqual(try call(#"f("SELECT *" " FROM t");"#).arguments, [.string(Array("SELECT * FROM t".utf8))])
    }

    func testNumbersBlobsAndSpecialNames() throws {
        XCTAssertEqual(try call("f(0x1F, -12, 5000LL, 1.5, -2e3, .5, x'89504e47', X'', nil);").arguments,
                       [.integer(31), .integer(-12), .integer(5000), .double(1.5), .double(-2000), .double(0.5),
                        .blob([0x89, 0x50, 0x4E, 0x47]), .blob([]), .null])
    }

    func testDeclarationsAndAssignments() throws {
        XCTAssertEqual(try LabLine.parse("sqlite3 *db;"), [.declaration(type: "sqlite3 *", name: "db", initial: nil)])
        XCTAssertEqual(try LabLine.parse("sqlite3_stmt *stmt = NULL;"), [.declaration(type: "sqlite3_stmt *", name: "stmt", initial: .null)])
        XCTAssertEqual(try LabLine.parse("const char *tail;"), [.declaration(type: "const char *", name: "tail", initial: nil)])
        XCTAssertEqual(try LabLine.parse("int rc = sqlite3_step(stmt);"),
                       [.call(LabCall(function: "sqlite3_step", arguments: [.name("stmt")], column: 10), assignTo: "rc", declaredType: "int")])
        XCTAssertEqual(try LabLine.parse("stmt = NULL; sqlite3_close(db);").count, 2)
        XCTAssertEqual(try LabLine.parse("   // a comment"), [])
        XCTAssertEqual(try LabLine.parse("/* a */ sqlite3_close(db); /* b */").count, 1)
    }

    func testWhatCRejectsIsNamedAtItsColumn() {
        func error(_ line: String) -> LabLineError? {
            do { _ = try LabLine.parse(line); return nil } catch let e as LabLineError { return e } catch { return nil }
        }
        XCTAssertEqual(error("sqlite3_open(\"class.sqlite, &db);"), LabLineError(column: 14, message: .unclosedString))
        XCTAssertEqual(error("sqlite3_open('class.sqlite', &db);")?.message, .singleQuotedString)
        XCTAssertEqual(error("sqlite3_open(@\"class.sqlite\", &db);")?.message, .objectiveCString)
        XCTAssertEqual(error("sqlite3_bind_blob(s, 1, x'123', 2, NULL);")?.message, .badBlob)
        XCTAssertEqual(error("sqlite3_step(sqlite3_prepare(db));")?.message, .nestedCall("sqlite3_prepare"))
        XCTAssertEqual(error("sqlite3_step(stmt")?.message, .unclosedCall)
        XCTAssertEqual(error("sqlite3_step(stmt) extra")?.message, .trailing)
        XCTAssertEqual(error("f(\"\\q\")")?.message, .badEscape("\\q"))
        XCTAssertEqual(error("f(1 2)")?.message, .expectedComma)
        XCTAssertEqual(error("/* open")?.message, .unclosedComment)
        XCTAssertEqual(error("stmt")?.message, .notACall("stmt"))
        XCTAssertEqual(error(String(repeating: "x", count: LabLine.maximumLength + 1))?.message, .lineTooLong(LabLine.maximumLength + 1, LabLine.maximumLength))
    }

    func testCallsAreWrittenBackInTheTraceForm() throws {
        let line = #"sqlite3_bind_text(stmt, 1, "O\"Brien\n", -1, SQLITE_TRANSIENT)"#
        XCTAssertEqual(try call(line).source, line)
        XCTAssertEqual(try call("f(x'0001', NULL, &db, A | B)").source, "f(x'0001', NULL, &db, A | B)")
        XCTAssertEqual(CCallText.cString([0x1B, 0x41]), "\"\\x1BA\"")
        XCTAssertEqual(CCallText.blob([UInt8](repeating: 0xAB, count: 40)), "x'" + String(repeating: "AB", count: 32) + "…' (40 bytes)")
    }

    /// Random token soup never crashes the reader: it parses or reports an error.
    func testTokenSoupNeverCrashes() {
        let pieces = ["sqlite3_step", "(", ")", ",", ";", "&", "|", "*", "=", "\"", "\"a\\", "x'", "'", "0x", "-", "1e", "NULL",
                      "/*", "*/", "//", "\\u12", "栋", "\u{0}", " ", "db", "@\"", "..", "99999999999999999999"]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<3000 {
            let line = (0..<Int.random(in: 1...12, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            _ = try? LabLine.parse(line)
        }
    }
}
