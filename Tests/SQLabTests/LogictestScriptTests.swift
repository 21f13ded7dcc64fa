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

/// The lexical rules of sqllogictest scripts (FORMAT-NOTES §1, §2), one test per rule.
final class LogictestScriptTests: XCTestCase {
    private func parse(_ text: String) -> [LogictestRecord] {
        LogictestScript(path: "t.test", text: text).records
    }

    func testBlankLinesSeparateRecordsAndLineNumbersCountEveryLine() {
        let records = parse("statement ok\nCREATE TABLE t(a)\n\n\n   \t\nquery I nosort\nSELECT a FROM t\n----\n1\n2\n")
        guard records.count == 2 else { return XCTFail("\(records.count) records") }
        XCTAssertEqual(records[0].kind, .statement(expectError: false))
        XCTAssertEqual(records[0].line, 1)
        XCTAssertEqual(records[0].sqlText, "CREATE TABLE t(a)")
        XCTAssertEqual(records[1].kind, .query(types: [.integer], sort: .nosort, label: nil))
        XCTAssertEqual(records[1].line, 6)
        XCTAssertEqual(records[1].sqlText, "SELECT a FROM t")
        XCTAssertEqual(records[1].expected.map(\.text), ["1", "2"])
        XCTAssertEqual(records[1].expected.map(\.line), [9, 10])
    }

    func testCommentLinesAreRemovedFirstSoTheyNeitherEndARecordNorReachTheSQL() {
        let records = parse("# heading\nstatement ok\nCREATE TABLE t(\n# a comment inside the SQL\na INTEGER)\n#\nquery I\nSELECT 1\n")
        guard records.count == 1 else { return XCTFail("a comment line is not a blank line, so the statement runs on into 'query I'") }
        XCTAssertEqual(records[0].sqlText, "CREATE TABLE t(\na INTEGER)\nquery I\nSELECT 1")
        // Only a # in the first column makes a comment.
        XCTAssertEqual(parse("statement ok\n  # kept\n")[0].sqlText, "  # kept")
    }

    func testCarriageReturnsAreDropped() {
        let records = parse("query T valuesort\r\nSELECT 'x'\r\n----\r\nx\r\n\r\nstatement ok\r\nSELECT 1\r\n")
        guard records.count == 2 else { return XCTFail("\(records.count) records") }
        XCTAssertEqual(records[0].kind, .query(types: [.text], sort: .valuesort, label: nil))
        XCTAssertEqual(records[0].sqlText, "SELECT 'x'")
        XCTAssertEqual(records[0].expected.map(\.text), ["x"])
        XCTAssertEqual(records[1].line, 6)
    }

    func testOnlyTheFirstFourWordsOfTheTypeLineMatter() {
        let records = parse("query IIT rowsort my-label and # anything else\nSELECT 1, 2, 'x'\n")
        XCTAssertEqual(records[0].kind, .query(types: [.integer, .integer, .text], sort: .rowsort, label: "my-label"))
        XCTAssertEqual(records[0].header, "query IIT rowsort my-label")
        XCTAssertEqual(parse("statement ok extra words\nSELECT 1\n")[0].kind, .statement(expectError: false))
    }

    func testLabelsKeepTheirFirstTwentyCharacters() {
        let records = parse("query I nosort abcdefghijklmnopqrstuvwxyz\nSELECT 1\n")
        XCTAssertEqual(records[0].kind, .query(types: [.integer], sort: .nosort, label: "abcdefghijklmnopqrst"))
    }

    func testQueryWithoutSeparatorExpectsNothingAndStatementsKeepEveryLine() {
        XCTAssertEqual(parse("query I\nSELECT 1\n")[0].expected.count, 0)
        XCTAssertEqual(parse("query I\nSELECT 1\n----\n")[0].expected.count, 0)
        let statement = parse("statement error\nINSERT INTO t VALUES(1);\nDROP TABLE t;\n----\n")[0]
        XCTAssertEqual(statement.kind, .statement(expectError: true))
        XCTAssertEqual(statement.sqlText, "INSERT INTO t VALUES(1);\nDROP TABLE t;\n----")
    }

    func testConditionsPrecedeTheRecordAndTheRecordLineIsTheTypeLine() {
        let records = parse("skipif mysql\nonlyif SQLite # note\nquery I\nSELECT 1\n----\n1\n\nonlyif mssql\nhalt\n")
        guard records.count == 2 else { return XCTFail("\(records.count) records") }
        XCTAssertEqual(records[0].conditions, [.skipIf("mysql"), .onlyIf("SQLite")])
        XCTAssertEqual(records[0].line, 3)
        XCTAssertEqual(records[1].conditions, [.onlyIf("mssql")])
        XCTAssertEqual(records[1].kind, .halt)
        XCTAssertTrue(LogictestRecord.Condition.skipIf("SQLITE").skips(engine: "sqlite"))
        XCTAssertFalse(LogictestRecord.Condition.onlyIf("SQLite").skips(engine: "sqlite"))
        XCTAssertTrue(LogictestRecord.Condition.onlyIf("postgresql").skips(engine: "sqlite"))
    }

    func testHashThresholdAndHalt() {
        let records = parse("hash-threshold 0\n\nhash-threshold 25\n\nhalt\n")
        XCTAssertEqual(records.map(\.kind), [.hashThreshold(0), .hashThreshold(25), .halt])
    }

    func testMalformedRecordsKeepTheirLineAndSayWhy() {
        let cases: [(String, String)] = [
            ("qurey I\nSELECT 1\n", "unknown record type 'qurey'"),
            ("statement maybe\nSELECT 1\n", "'statement' must be followed by 'ok' or 'error', not 'maybe'"),
            ("query\nSELECT 1\n", "'query' needs a type string (one letter per column: T, I or R)"),
            ("query IX\nSELECT 1, 2\n", "unknown type letter 'X' in type string 'IX' (only T, I and R)"),
            ("query I sorted\nSELECT 1\n", "unknown sort mode 'sorted' (nosort, rowsort or valuesort)"),
            ("hash-threshold many\n", "'hash-threshold' needs a whole number of values, 0 or more, not 'many'"),
            ("skipif mysql\n", "'skipif' must be followed by a record on the next line"),
        ]
        for (text, message) in cases {
            let records = parse("statement ok\nSELECT 1\n\n" + text)
            guard records.count == 2 else { XCTFail(text); continue }
            guard case .malformed(let why) = records[1].kind else { XCTFail(text); continue }
            XCTAssertEqual(why.text(in: .en), message, text)
            XCTAssertEqual(records[1].line, 4, text)
        }
    }

    func testMissingFileIsADiagnosticAtLineOne() {
        XCTAssertThrowsError(try LogictestScript(contentsOf: "/nonexistent/x.test")) { error in
            XCTAssertEqual((error as? Diagnostic)?.description, "/nonexistent/x.test:1:1: error: no such test file")
        }
        XCTAssertEqual(LogictestScript.problem(at: NSTemporaryDirectory())?.message, "cannot read this test file")
    }
}
