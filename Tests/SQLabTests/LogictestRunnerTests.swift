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

/// Every rule of the runner (FORMAT-NOTES §2–§6), each with a script that passes and a wrong
/// expectation that must fail.
final class LogictestRunnerTests: XCTestCase {
    private var runner: LogictestRunner!

    override func setUpWithError() throws {
        runner = try LogictestRunner(options: .init(keepOutcomes: true))
    }

    private func run(_ text: String, path: String = "t.test") throws -> LogictestFileResult {
        try runner.run(LogictestScript(path: path, text: text))
    }

    /// A script of one query record over `setup`, expecting `expected`.
    private func query(_ types: String, _ sql: String, _ expected: [String], sort: String = "nosort",
                       setup: String = "") throws -> LogictestFileResult {
        let head = setup.isEmpty ? "" : "statement ok\n\(setup)\n\n"
        return try run(head + "query \(types) \(sort)\n\(sql)\n----\n" + expected.map { $0 + "\n" }.joined())
    }

    /// The integers 1 to n in a column `value` (Debian's SQLite has no generate_series).
    private func series(_ n: Int) -> String {
        "(WITH RECURSIVE s(value) AS (SELECT 1 UNION ALL SELECT value + 1 FROM s WHERE value < \(n)) SELECT value FROM s)"
    }

    private func assertPasses(_ result: LogictestFileResult, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(result.failed, 0, result.failures.map { "\($0.line): \($0.message) expected \($0.expected ?? "-") actual \($0.actual ?? "-")" }.joined(separator: "\n"),
                       file: file, line: line)
        XCTAssertGreaterThan(result.passed, 0, file: file, line: line)
    }

    private func assertFails(_ result: LogictestFileResult, _ kind: LogictestFailure.Kind,
                             file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(result.failures.map(\.kind), [kind], file: file, line: line)
        XCTAssertEqual(result.failed, 1, file: file, line: line)
    }

    // MARK: - Rendering (§3)

    func testTextRendering() throws {
        assertPasses(try query("TTTTT", "SELECT '', 'a' || char(9) || 'b', 'é', 2.7, 4294967297",
                               ["(empty)", "a@b", "@@", "2.7", "4294967297"]))
        // Every byte below 0x20 or above 0x7E becomes @; a NUL ends the text, as the C string the
        // reference reads.
        assertPasses(try query("TTT", "SELECT char(1, 31, 32, 126, 127), 'ab' || char(0) || 'cd', NULL",
                               ["@@ ~@", "ab", "NULL"]))
        assertFails(try query("T", "SELECT ''", [""]), .wrongResult)
        assertFails(try query("T", "SELECT 'é'", ["é"]), .wrongResult)
    }

    func testIntegerRenderingIsA32BitConversion() throws {
        assertPasses(try query("IIIIIIII", "SELECT 4294967297, 2.7, -2.7, 'abc', '12abc', -2147483648, 2147483647, NULL",
                               ["1", "2", "-2", "0", "12", "-2147483648", "2147483647", "NULL"]))
        assertFails(try query("I", "SELECT 4294967297", ["4294967297"]), .wrongResult)
        assertFails(try query("I", "SELECT 2.7", ["3"]), .wrongResult)
    }

    func testRealRenderingUsesSQLitesPrintf() throws {
        assertPasses(try query("RRRRRRR", "SELECT 2.7, 'abc', -0.0001, 0.0005, 1e20, 3, NULL",
                               ["2.700", "0.000", "-0.000", "0.001", "100000000000000000000.000", "3.000", "NULL"]))
        assertFails(try query("R", "SELECT 2.7", ["2.7"]), .wrongResult)
        // At the limits of a 64-bit integer SQLite's printf keeps about 16 significant digits,
        // and 3.40.1 and 3.47+ round differently (FORMAT-NOTES §3); neither is C's %.3f.
        let rendered = try RealFormatter().text(-9223372036854775808.0)
        XCTAssertTrue(["-9223372036854775000.000", "-9223372036854776000.000"].contains(rendered), rendered)
        XCTAssertNotEqual(rendered, String(format: "%.3f", -9223372036854775808.0))
    }

    func testNullIsNullInEveryColumnType() throws {
        assertPasses(try query("TIR", "SELECT NULL, NULL, NULL", ["NULL", "NULL", "NULL"]))
    }

    // MARK: - Sorting (§4)

    func testNosortKeepsTheEnginesOrder() throws {
        let setup = "CREATE TABLE t(a INTEGER); INSERT INTO t VALUES (9), (100), (10)"
        assertPasses(try query("I", "SELECT a FROM t ORDER BY a", ["9", "10", "100"], setup: setup))
        assertFails(try query("I", "SELECT a FROM t ORDER BY a", ["10", "100", "9"], setup: setup), .wrongResult)
    }

    func testRowsortSortsRowsByRenderedBytes() throws {
        let setup = "CREATE TABLE t(a INTEGER, b TEXT); INSERT INTO t VALUES (9, 'x'), (100, 'y'), (10, 'z')"
        assertPasses(try query("IT", "SELECT a, b FROM t", ["10", "z", "100", "y", "9", "x"], sort: "rowsort", setup: setup))
        // Numeric order is not byte order.
        assertFails(try query("IT", "SELECT a, b FROM t", ["9", "x", "10", "z", "100", "y"], sort: "rowsort", setup: setup), .wrongResult)
        // Rows stay whole: values are not sorted one by one.
        assertFails(try query("IT", "SELECT a, b FROM t", ["10", "100", "9", "x", "y", "z"], sort: "rowsort", setup: setup), .wrongResult)
        // Later columns break ties.
        assertPasses(try query("IT", "SELECT 1, 'b' UNION ALL SELECT 1, 'a'", ["1", "a", "1", "b"], sort: "rowsort"))
    }

    func testValuesortSortsEveryValueOnItsOwn() throws {
        let setup = "CREATE TABLE t(a INTEGER, b TEXT); INSERT INTO t VALUES (9, 'x'), (100, 'y'), (10, 'z')"
        assertPasses(try query("IT", "SELECT a, b FROM t", ["10", "100", "9", "x", "y", "z"], sort: "valuesort", setup: setup))
        assertFails(try query("IT", "SELECT a, b FROM t", ["10", "z", "100", "y", "9", "x"], sort: "valuesort", setup: setup), .wrongResult)
    }

    // MARK: - Hashing (§5)

    func testMD5ThroughLibmd() {
        var md5 = MD5()
        for n in 1...9 { md5.update(Array("\(n)\n".utf8)) }
        XCTAssertEqual(md5.finish(), "22e400a2ddbb013acf2a5852d6ab69fc")
        var empty = MD5()
        XCTAssertEqual(empty.finish(), "d41d8cd98f00b204e9800998ecf8427e")
    }

    func testMoreValuesThanTheDefaultThresholdOfEightAreHashed() throws {
        let nine = "SELECT value FROM \(series(9))"
        assertPasses(try query("I", nine, ["9 values hashing to 22e400a2ddbb013acf2a5852d6ab69fc"]))
        // The hash is of the values after sorting.
        assertPasses(try query("I", "SELECT 10 - value FROM \(series(9))",
                               ["9 values hashing to 22e400a2ddbb013acf2a5852d6ab69fc"], sort: "valuesort"))
        assertFails(try query("I", "SELECT 10 - value FROM \(series(9))",
                              ["9 values hashing to 22e400a2ddbb013acf2a5852d6ab69fc"]), .wrongResult)
        // The whole line is compared: the count too.
        assertFails(try query("I", nine, ["10 values hashing to 22e400a2ddbb013acf2a5852d6ab69fc"]), .wrongResult)
        // Above the threshold, values listed one by one do not match.
        let listed = try query("I", nine, (1...9).map(String.init))
        assertFails(listed, .wrongResult)
        XCTAssertEqual(listed.failures.first?.actual, "9 values hashing to 22e400a2ddbb013acf2a5852d6ab69fc")
        // Eight values are not more than eight: listed.
        assertPasses(try query("I", "SELECT value FROM \(series(8))", (1...8).map(String.init)))
        let hashedEight = try query("I", "SELECT value FROM \(series(8))", ["8 values hashing to 0123456789abcdef0123456789abcdef"])
        assertFails(hashedEight, .wrongResult)
        XCTAssertEqual(hashedEight.failures.first?.actual, "1")
    }

    func testHashThresholdRecordChangesTheThresholdAndZeroNeverHashes() throws {
        let nine = (1...9).map { "\($0)\n" }.joined()
        assertPasses(try run("hash-threshold 0\n\nquery I nosort\nSELECT value FROM \(series(9))\n----\n" + nine))
        assertPasses(try run("hash-threshold 9\n\nquery I nosort\nSELECT value FROM \(series(9))\n----\n" + nine))
        assertPasses(try run("hash-threshold 2\n\nquery I nosort\nSELECT value FROM \(series(3))\n----\n3 values hashing to c0710d6b4f15dfa88f600b0e6b624077\n"))
        assertFails(try run("hash-threshold 2\n\nquery I nosort\nSELECT value FROM \(series(3))\n----\n1\n2\n3\n"), .wrongResult)
        // hash-threshold records are not counted.
        let result = try run("hash-threshold 0\n")
        XCTAssertEqual([result.passed, result.failed, result.skipped], [0, 0, 0])
    }

    // MARK: - Labels (§5)

    func testLabeledQueriesMustAgree() throws {
        let setup = "statement ok\nCREATE TABLE t(a INTEGER); INSERT INTO t VALUES (1), (2), (3)\n\n"
        let agree = try run(setup + "query I rowsort same\nSELECT a FROM t\n----\n1\n2\n3\n\n"
                            + "query I rowsort same\nSELECT a FROM t WHERE a > 0 ORDER BY a DESC\n----\n1\n2\n3\n")
        assertPasses(agree)
        XCTAssertEqual(agree.passed, 3)
        // Below the threshold the values are listed, but the hash is still compared: the second
        // query's listed values are right for it, yet its label disagrees.
        let disagree = try run(setup + "query I rowsort same\nSELECT a FROM t\n----\n1\n2\n3\n\n"
                               + "query I rowsort same\nSELECT a FROM t WHERE a < 3\n----\n1\n2\n")
        assertFails(disagree, .labelMismatch)
        XCTAssertEqual(disagree.failures.first?.line, 11)
        XCTAssertEqual(disagree.failures.first?.message, "labeled result [same] does not agree with previous values (line 4)")
        // Labels are compared on their first 20 characters.
        let long = try run(setup + "query I rowsort label-abcdefghijklmnop-1\nSELECT a FROM t\n----\n1\n2\n3\n\n"
                           + "query I rowsort label-abcdefghijklmnop-2\nSELECT a FROM t WHERE a < 3\n----\n1\n2\n")
        assertFails(long, .labelMismatch)
    }

    func testLabelsBelongToOneFile() throws {
        let first = "query I nosort L\nSELECT 1\n----\n1\n"
        assertPasses(try run(first))
        assertPasses(try run("query I nosort L\nSELECT 2\n----\n2\n"))
    }

    func testSkippedLabeledQueriesTakePartWithTheirExpectedResults() throws {
        // A skipped query's hash line that disagrees with the query that runs after it.
        let hashLine = try run("skipif sqlite\nquery I nosort L\nSELECT nothing_sqlite_can_run\n----\n1 values hashing to 0123456789abcdef0123456789abcdef\n\n"
                               + "query I nosort L\nSELECT 1\n----\n1\n")
        assertFails(hashLine, .labelMismatch)
        XCTAssertEqual(hashLine.skipped, 1)
        // Its listed values are hashed: the same values agree, others do not.
        let agree = try run("onlyif mysql\nquery I nosort L\nSELECT 1 FROM DUAL\n----\n1\n\nquery I nosort L\nSELECT 1\n----\n1\n")
        assertPasses(agree)
        XCTAssertEqual([agree.passed, agree.skipped], [1, 1])
        // The skipped one can disagree with the one before it; it then counts as failed.
        let later = try run("query I nosort L\nSELECT 1\n----\n1\n\nonlyif mysql\nquery I nosort L\nSELECT 2 FROM DUAL\n----\n2\n")
        assertFails(later, .labelMismatch)
        XCTAssertEqual([later.passed, later.failed, later.skipped], [1, 1, 0])
        // A skipped query with no expected lines takes no part.
        assertPasses(try run("skipif sqlite\nquery I nosort L\nSELECT 5\n\nquery I nosort L\nSELECT 1\n----\n1\n"))
    }

    // MARK: - Conditions and halt (§6)

    func testSkipifAndOnlyifNameTheEngineSQLiteInAnyCase() throws {
        let failing = "statement ok\nTHIS IS NOT SQL\n"
        for condition in ["skipif sqlite", "skipif SQLite", "onlyif mysql", "onlyif postgresql\nskipif mssql",
                          "onlyif sqlite\nskipif SQLITE", "skipif mysql\nonlyif oracle"] {
            let result = try run(condition + "\n" + failing)
            XCTAssertEqual([result.passed, result.failed, result.skipped], [0, 0, 1], condition)
        }
        for condition in ["onlyif sqlite", "onlyif SQLite", "skipif mysql", "skipif mssql\nonlyif sqlite"] {
            let result = try run(condition + "\n" + failing)
            XCTAssertEqual([result.passed, result.failed, result.skipped], [0, 1, 0], condition)
        }
    }

    func testHaltStopsTheFileAndConditionsGuardIt() throws {
        let after = "\n\nstatement ok\nTHIS IS NOT SQL\n"
        let halted = try run("statement ok\nSELECT 1\n\nhalt" + after)
        XCTAssertEqual([halted.passed, halted.failed, halted.skipped], [1, 0, 0])
        XCTAssertEqual(halted.haltedAt, 4)
        let notForSQLite = try run("onlyif mssql\nhalt" + after)
        XCTAssertEqual([notForSQLite.failed, notForSQLite.skipped], [1, 1])
        XCTAssertNil(notForSQLite.haltedAt)
        let onlySQLite = try run("skipif mysql\nhalt" + after)
        XCTAssertEqual([onlySQLite.failed, onlySQLite.skipped], [0, 0])
        XCTAssertEqual(onlySQLite.haltedAt, 2)
    }

    // MARK: - Statements (§2)

    func testAStatementRecordRunsEveryStatementInIt() throws {
        let result = try run("statement ok\nCREATE TABLE t(a);\nINSERT INTO t VALUES (1); INSERT INTO t VALUES (2);\n\n"
                             + "query I nosort\nSELECT count(*) FROM t\n----\n2\n")
        assertPasses(result)
        XCTAssertEqual(result.passed, 2)
        // Like sqlite3_exec, the first error stops the rest.
        let stopped = try run("statement ok\nCREATE TABLE t(a UNIQUE)\n\nstatement error\nINSERT INTO t VALUES (1); INSERT INTO t VALUES (1); INSERT INTO t VALUES (3);\n\n"
                              + "query I nosort\nSELECT group_concat(a) FROM t\n----\n1\n")
        assertPasses(stopped)
    }

    func testStatementOkMustSucceedAndStatementErrorMustFail() throws {
        assertPasses(try run("statement error\nSELECT * FROM nowhere\n"))
        let succeeded = try run("statement error\nSELECT 1\n")
        assertFails(succeeded, .statementSucceeded)
        XCTAssertNil(succeeded.failures.first?.error)
        let failed = try run("statement ok\nCREATE TABLE t(a UNIQUE); INSERT INTO t VALUES (1); INSERT INTO t VALUES (1)\n")
        assertFails(failed, .statementFailed)
        XCTAssertEqual(failed.failures.first?.error?.code, .SQLITE_CONSTRAINT_UNIQUE)
        XCTAssertEqual(failed.failures.first?.line, 1)
    }

    // MARK: - Queries (§2)

    func testAQueryThatFailsWhileSteppingKeepsItsRows() throws {
        let sql = "SELECT CASE WHEN value = 3 THEN abs(-9223372036854775807 - 1) ELSE value END FROM \(series(5))"
        assertPasses(try query("I", sql, ["1", "2"]))
        let wrong = try query("I", sql, ["1", "2", "3"])
        assertFails(wrong, .wrongResult)
        XCTAssertEqual(wrong.failures.first?.error?.code, .SQLITE_ERROR)
        XCTAssertEqual(wrong.failures.first?.error?.message, "integer overflow")
        // The corpus relies on it: sum() overflowing returns no row at all.
        assertPasses(try query("I", "SELECT sum(x) FROM t", [],
                               setup: "CREATE TABLE t(x INTEGER); INSERT INTO t VALUES (9223372036854775807), (1)"))
    }

    func testAQueryThatCannotBePreparedFails() throws {
        let result = try query("I", "SELECT * FROM nowhere", [])
        assertFails(result, .queryFailed)
        XCTAssertEqual(result.failures.first?.error?.code, .SQLITE_ERROR)
        XCTAssertEqual(result.failures.first?.error?.message, "no such table: nowhere")
    }

    func testTheTypeStringMustNameEveryColumn() throws {
        let result = try query("I", "SELECT 1, 2", ["1"])
        assertFails(result, .wrongColumnCount)
        XCTAssertEqual(result.failures.first?.message, "the query returns 2 columns, but its type string names 1")
        // The count is checked before the query runs.
        let notRun = try run("statement ok\nCREATE TABLE t(a)\n\nquery I nosort\nINSERT INTO t VALUES (1) RETURNING a, a\n\n"
                             + "query I nosort\nSELECT count(*) FROM t\n----\n0\n")
        XCTAssertEqual(notRun.failures.map(\.kind), [.wrongColumnCount])
        XCTAssertEqual(notRun.passed, 2)
    }

    func testTooFewAndTooManyValuesFail() throws {
        let few = try query("I", "SELECT 1", ["1", "2"])
        assertFails(few, .wrongResult)
        XCTAssertEqual(few.failures.first?.expected, "2")
        XCTAssertEqual(few.failures.first?.expectedLine, 5)
        XCTAssertNil(few.failures.first?.actual, "no value where the expected line 5 is")
        let many = try query("I", "SELECT value FROM \(series(3))", ["1", "2"])
        assertFails(many, .wrongResult)
        XCTAssertEqual(many.failures.first?.actual, "3")
        assertFails(try query("I", "SELECT 1", []), .wrongResult)
        assertPasses(try query("I", "SELECT 1 WHERE 0", []))
    }

    func testAFailureNamesTheFirstValueThatDiffersAndItsLine() throws {
        let result = try query("II", "SELECT 1, 2 UNION ALL SELECT 3, 4", ["1", "2", "3", "5"])
        let failure = try XCTUnwrap(result.failures.first)
        XCTAssertEqual(failure.line, 1)
        XCTAssertEqual(failure.header, "query II nosort")
        XCTAssertEqual(failure.sql, "SELECT 1, 2 UNION ALL SELECT 3, 4")
        XCTAssertEqual(failure.message, "wrong result: value 4 of 4 differs")
        XCTAssertEqual(failure.expected, "5")
        XCTAssertEqual(failure.expectedLine, 7)
        XCTAssertEqual(failure.actual, "4")
    }

    // MARK: - Script errors, stopping, files

    func testAnUnknownRecordTypeIsAnErrorThatStopsTheFile() throws {
        let result = try run("statement ok\nSELECT 1\n\nqurey I\nSELECT 1\n\nstatement ok\nTHIS IS NOT SQL\n")
        XCTAssertEqual(result.failures.map(\.kind), [.scriptError])
        XCTAssertEqual(result.failures.first?.line, 4)
        XCTAssertEqual(result.failures.first?.message, "unknown record type 'qurey'")
        XCTAssertEqual([result.passed, result.failed], [1, 1])
        XCTAssertTrue(result.stoppedEarly)
        // Under a condition that skips it, it is only skipped.
        let skipped = try run("onlyif mysql\nqurey I\nSELECT 1\n\nstatement ok\nSELECT 1\n")
        XCTAssertEqual([skipped.passed, skipped.failed, skipped.skipped], [1, 0, 1])
    }

    func testStopAtFirstFailure() throws {
        let text = "statement ok\nBAD SQL\n\nstatement ok\nWORSE SQL\n"
        XCTAssertEqual(try run(text).failed, 2)
        let stopping = try LogictestRunner(options: .init(stopAtFirstFailure: true))
        let result = try stopping.run(LogictestScript(path: "t.test", text: text))
        XCTAssertEqual(result.failed, 1)
        XCTAssertTrue(result.stoppedEarly)
    }

    func testEachFileGetsAFreshDatabase() throws {
        assertPasses(try run("statement ok\nCREATE TABLE t(a)\n"))
        assertPasses(try run("statement ok\nCREATE TABLE t(a)\n"))
    }

    func testOutcomesListEveryCountedRecord() throws {
        let result = try run("hash-threshold 8\n\nstatement ok\nSELECT 1\n\nskipif sqlite\nstatement ok\nSELECT 1\n\nstatement ok\nBAD\n\nhalt\n")
        XCTAssertEqual(result.outcomes.map(\.line), [3, 7, 10])
        XCTAssertEqual(result.outcomes.map(\.status), [.passed, .skipped, .failed])
        XCTAssertEqual(result.outcomes.map(\.header), ["statement ok", "statement ok", "statement ok"])
    }
}
