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

/// The text, JSON and JUnit forms of `sqlab test` results.
final class LogictestReportTests: XCTestCase {
    private let script = """
        statement ok
        CREATE TABLE t(a INTEGER UNIQUE, b TEXT)

        statement ok
        INSERT INTO t VALUES (1, 'x'), (2, 'y')

        statement ok
        INSERT INTO t VALUES (1, 'z')

        query IT rowsort
        SELECT a, b FROM t
        ----
        1
        x
        2
        z

        skipif sqlite
        query I nosort
        SELECT 1

        """

    private func report(keepOutcomes: Bool = false) throws -> LogictestReport {
        let runner = try LogictestRunner(options: .init(keepOutcomes: keepOutcomes))
        let result = try runner.run(LogictestScript(path: "dir/t.test", text: script))
        return LogictestReport(files: [result], explainer: Explainer(language: .en))
    }

    func testClosingLine() {
        XCTAssertEqual(LogictestReport.closingLine(passed: 10706, failed: 0, skipped: 0), "10706 passed, 0 failed")
        XCTAssertEqual(LogictestReport.closingLine(passed: 3, failed: 2, skipped: 1), "3 passed, 2 failed, 1 skipped")
    }

    func testTextNamesFileLineSQLExpectedActualAndTheDecodedCode() throws {
        let report = try report()
        let meaning = try XCTUnwrap(Explainer(language: .en).text(for: .SQLITE_CONSTRAINT_UNIQUE)).meaning
        XCTAssertEqual(report.text(report.files[0]), """
            dir/t.test:7: error: the statement failed, but the record expects it to succeed
              | statement ok
              | INSERT INTO t VALUES (1, 'z')
              SQLite: SQLITE_CONSTRAINT_UNIQUE (2067) — \(meaning)
              SQLite says: UNIQUE constraint failed: t.a
            dir/t.test:10: error: wrong result: value 4 of 4 differs
              | query IT rowsort
              | SELECT a, b FROM t
              expected (line 16): z
              actual:             y
            dir/t.test: 2 passed, 2 failed, 1 skipped
            """)
        XCTAssertEqual(report.closingLine, "2 passed, 2 failed, 1 skipped")
    }

    func testJSONHasTotalsFilesAndFailureDetails() throws {
        let json = try report().json()
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        XCTAssertEqual(object["passed"] as? Int, 2)
        XCTAssertEqual(object["failed"] as? Int, 2)
        XCTAssertEqual(object["skipped"] as? Int, 1)
        let files = try XCTUnwrap(object["files"] as? [[String: Any]])
        guard files.count == 1 else { return XCTFail("\(files.count) files") }
        XCTAssertEqual(files[0]["file"] as? String, "dir/t.test")
        XCTAssertEqual(files[0]["stoppedEarly"] as? Bool, false)
        let failures = try XCTUnwrap(files[0]["failures"] as? [[String: Any]])
        guard failures.count == 2 else { return XCTFail("\(failures.count) failures") }
        XCTAssertEqual(failures[0]["kind"] as? String, "statement failed")
        XCTAssertEqual(failures[0]["line"] as? Int, 7)
        XCTAssertEqual(failures[0]["code"] as? Int, 2067)
        XCTAssertEqual(failures[0]["codeName"] as? String, "SQLITE_CONSTRAINT_UNIQUE")
        XCTAssertEqual(failures[0]["sqliteMessage"] as? String, "UNIQUE constraint failed: t.a")
        XCTAssertEqual(failures[1]["kind"] as? String, "wrong result")
        XCTAssertEqual(failures[1]["expected"] as? String, "z")
        XCTAssertEqual(failures[1]["expectedLine"] as? Int, 16)
        XCTAssertEqual(failures[1]["actual"] as? String, "y")
        XCTAssertEqual(failures[1]["sql"] as? String, "SELECT a, b FROM t")
        XCTAssertNil(failures[1]["code"])
    }

    func testJUnitHasOneTestCasePerRecord() throws {
        let xml = try report(keepOutcomes: true).junit()
        XCTAssertTrue(xml.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"sqlab test\" tests=\"5\" failures=\"2\" errors=\"0\" skipped=\"1\""), xml)
        XCTAssertTrue(xml.contains("<testsuite name=\"dir/t.test\" tests=\"5\" failures=\"2\" errors=\"0\" skipped=\"1\""), xml)
        XCTAssertEqual(xml.components(separatedBy: "<testcase ").count - 1, 5)
        XCTAssertTrue(xml.contains("<testcase classname=\"dir.t\" name=\"line 1: statement ok\""), xml)
        XCTAssertTrue(xml.contains("name=\"line 19: query I nosort\" time=\""), xml)
        XCTAssertTrue(xml.contains("><skipped/></testcase>"), xml)
        XCTAssertTrue(xml.contains("<failure message=\"wrong result: value 4 of 4 differs\" type=\"wrong result\">dir/t.test:10: error: wrong result"), xml)
        XCTAssertTrue(xml.contains("| INSERT INTO t VALUES (1, &apos;z&apos;)"), xml)
        XCTAssertTrue(xml.hasSuffix("  </testsuite>\n</testsuites>"))
    }

    func testJUnitReportsAScriptErrorAsAnError() throws {
        let runner = try LogictestRunner(options: .init(keepOutcomes: true))
        let result = try runner.run(LogictestScript(path: "e.test", text: "qurey I\nSELECT 1\n"))
        let xml = LogictestReport(files: [result], explainer: Explainer(language: .en)).junit()
        XCTAssertTrue(xml.contains("failures=\"0\" errors=\"1\""), xml)
        XCTAssertTrue(xml.contains("<error message=\"unknown record type &apos;qurey&apos;\" type=\"script error\">"), xml)
    }

    func testXMLEscapingAndClassNames() {
        XCTAssertEqual(LogictestReport.escape("a<b & 'c' \"d\"\u{1}"), "a&lt;b &amp; &apos;c&apos; &quot;d&quot;\u{FFFD}")
        XCTAssertEqual(LogictestReport.className("Tests/Data/sqllogictest/select1.test"), "Tests.Data.sqllogictest.select1")
        XCTAssertEqual(LogictestReport.className("./x.y/in1.test"), "x_y.in1")
    }
}
