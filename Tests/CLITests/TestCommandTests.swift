import Foundation
import XCTest
@testable import SQLabText

/// `sqlab test`: the sqllogictest runner as a user (or CI) runs it.
final class TestCommandTests: XCTestCase {
    func testSelect1PassesWithTheClosingLine() throws {
        let result = try CLI.run(["test", "Tests/Data/sqllogictest/select1.test"])
        XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
        XCTAssertEqual(result.stderr, "")
        XCTAssertEqual(result.stdout, "Tests/Data/sqllogictest/select1.test: 1031 passed, 0 failed\n1031 passed, 0 failed\n")
    }

    func testEvidenceFilesPassInOneRunEachOnAFreshDatabase() throws {
        let folder = CLI.packageRoot.appendingPathComponent("Tests/Data/sqllogictest/evidence")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".test") }.sorted()
        XCTAssertEqual(files.count, 11)
        let result = try CLI.run(["test"] + files.map { "Tests/Data/sqllogictest/evidence/" + $0 })
        XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
        XCTAssertTrue(result.stdout.hasSuffix("\n409 passed, 0 failed, 14 skipped\n"), result.stdout)
    }

    func testFailuresGolden() throws {
        try CLI.assertGolden("test-failing", ["test", "Tests/Data/logictest/failing.test"])
    }

    /// `sqlab test --lang zh`: every failure, summary and closing line is Chinese; the record's
    /// own text (`  | …`) and SQLite's message (after `SQLite 说`) are quoted as they are.
    func testTheChineseReportHoldsNoEnglishSentence() throws {
        let dir = try temporaryDirectory()
        try "query I nosort\nSELECT 1\n----\n1\n2\n\nquery I nosort\nSELECT 1, 2\n----\n1\n\nstatement maybe\nSELECT 1\n"
            .write(to: dir.appendingPathComponent("few.test"), atomically: true, encoding: .utf8)
        let failing = CLI.packageRoot.appendingPathComponent("Tests/Data/logictest/failing.test").path
        let zh = CLI.runInProcess(["test", "--lang", "zh", failing, "few.test"], directory: dir)
        XCTAssertEqual(zh.status, 1, zh.stdout + zh.stderr)
        let shown = zh.stdout.split(separator: "\n").filter { !$0.hasPrefix("  | ") && !$0.contains("SQLite 说") }
        XCTAssertGreaterThan(shown.count, 10, zh.stdout)
        for line in shown { XCTAssertEqual(EnglishSentences.find(in: String(line)), [], "an English sentence in:\n\(line)\n\(zh.stdout)") }
        for expected in ["failing.test:10: 错误：语句失败了，但这条记录预期它成功",
                         "few.test:1: 错误：结果不对：只有 1 个值，预期 2 个",
                         "  实际：           （没有更多的值）",
                         "few.test:7: 错误：查询返回 2 列，但它的类型串写的是 1 列",
                         "few.test:12: 错误：'statement' 后面只能是 'ok' 或 'error'，不能是 'maybe'",
                         "few.test: 0 个通过，3 个失败；在第 12 行停止",
                         "\n4 个通过，9 个失败，1 个跳过\n"] {
            XCTAssertTrue(zh.stdout.contains(expected), "\(expected) not in:\n\(zh.stdout)")
        }
        // The same run in English says the same things in English.
        let en = CLI.runInProcess(["test", "--lang", "en", failing, "few.test"], directory: dir)
        XCTAssertTrue(en.stdout.contains("few.test:1: error: wrong result: 1 value, but 2 expected\n"), en.stdout)
        XCTAssertTrue(en.stdout.contains("  actual:            (no more values)\n"), en.stdout)
        XCTAssertTrue(en.stdout.hasSuffix("\n4 passed, 9 failed, 1 skipped\n"), en.stdout)
        // Usage errors too.
        let usage = CLI.runInProcess(["test", "--lang", "zh", "--format", "xml", "few.test"], directory: dir)
        XCTAssertEqual(usage.status, 2)
        XCTAssertEqual(EnglishSentences.find(in: usage.stderr), [], usage.stderr)
    }

    func testAFailingScriptIsExitOne() throws {
        let dir = try temporaryDirectory()
        try "statement ok\nCREATE TABLE t(a)\n\nquery I nosort\nSELECT count(*) FROM t\n----\n1\n"
            .write(to: dir.appendingPathComponent("bad.test"), atomically: true, encoding: .utf8)
        let result = try CLI.run(["test", "bad.test"], directory: dir)
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stdout.hasPrefix("bad.test:4: error: wrong result: value 1 of 1 differs\n"), result.stdout)
        XCTAssertTrue(result.stdout.hasSuffix("\n1 passed, 1 failed\n"), result.stdout)
    }

    func testAMissingFileIsExitTwoAndNothingRuns() throws {
        let result = try CLI.run(["test", "Tests/Data/sqllogictest/select1.test", "nowhere.test"])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stderr, "nowhere.test:1:1: error: no such test file\n")
        XCTAssertEqual(result.stdout, "")
    }

    func testUsageErrorsAreExitTwo() throws {
        XCTAssertEqual(try CLI.run(["test"]).status, 2)
        let format = try CLI.run(["test", "--format", "xml", "Tests/Data/sqllogictest/evidence/in2.test"])
        XCTAssertEqual(format.status, 2)
        XCTAssertEqual(format.stderr, "sqlab: --format must be text, json or junit\n")
        XCTAssertEqual(try CLI.run(["test", "--stop-at-first", "x.test"]).status, 2)
    }

    func testStopAtFirstFailureSkipsTheRest() throws {
        let result = try CLI.run(["test", "--stop-at-first-failure", "Tests/Data/logictest/failing.test",
                                  "Tests/Data/sqllogictest/evidence/in2.test"])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stdout.hasSuffix("Tests/Data/logictest/failing.test: 2 passed, 1 failed; stopped at line 10\n2 passed, 1 failed\n"), result.stdout)
    }

    func testJSONOnStdoutAndTheClosingLineOnStderr() throws {
        let result = try CLI.run(["test", "--format", "json", "Tests/Data/logictest/failing.test", "Tests/Data/sqllogictest/evidence/in2.test"])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stderr, "57 passed, 6 failed, 2 skipped\n")
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let files = try XCTUnwrap(object["files"] as? [[String: Any]])
        XCTAssertEqual(files.map { $0["file"] as? String }, ["Tests/Data/logictest/failing.test", "Tests/Data/sqllogictest/evidence/in2.test"])
        XCTAssertEqual((files[0]["failures"] as? [Any])?.count, 6)
    }

    func testJUnitIsWellFormedWithOneTestCasePerRecord() throws {
        let result = try CLI.run(["test", "--format", "junit", "Tests/Data/logictest/failing.test"])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stderr, "4 passed, 6 failed, 1 skipped\n")
        let parser = XMLParser(data: Data(result.stdout.utf8))
        let counter = ElementCounter()
        parser.delegate = counter
        XCTAssertTrue(parser.parse(), "\(String(describing: parser.parserError))\n\(result.stdout)")
        XCTAssertEqual(counter.counts["testsuite"], 1)
        XCTAssertEqual(counter.counts["testcase"], 11)
        XCTAssertEqual(counter.counts["failure"], 6)
        XCTAssertEqual(counter.counts["skipped"], 1)
    }

    private func temporaryDirectory() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("sqlab-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: dir) }
        return dir
    }
}

#if canImport(FoundationXML)
import FoundationXML
#endif

/// Counts the elements of an XML document by name.
private final class ElementCounter: NSObject, XMLParserDelegate {
    var counts: [String: Int] = [:]
    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        counts[name, default: 0] += 1
    }
}
