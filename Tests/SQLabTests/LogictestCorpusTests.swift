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

/// The sqllogictest files in `Tests/Data/sqllogictest/` (from SQLite's sqllogictest; licence
/// note in its README) pass record for record on the SQLite this package links.
final class LogictestCorpusTests: XCTestCase {
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Data/sqllogictest")

    private func run(_ name: String) throws -> LogictestFileResult {
        let path = LogictestCorpusTests.folder.appendingPathComponent(name).path
        return try LogictestRunner().run(LogictestScript(contentsOf: path))
    }

    private func describe(_ result: LogictestFileResult) -> String {
        result.failures.map { "\($0.line): \($0.message)" }.joined(separator: "\n")
    }

    /// Every evidence script: statement errors, skipif/onlyif, conditional halts. The counts
    /// were checked independently of the runner: statements and queries not skipped, and records
    /// a skipif/onlyif for "sqlite" skips.
    func testEveryEvidenceRecordPasses() throws {
        let expected: [String: (passed: Int, skipped: Int)] = [
            "in1.test": (214, 4), "in2.test": (53, 1), "slt_lang_createtrigger.test": (26, 1),
            "slt_lang_createview.test": (23, 2), "slt_lang_dropindex.test": (8, 0), "slt_lang_droptable.test": (12, 0),
            "slt_lang_droptrigger.test": (12, 1), "slt_lang_dropview.test": (13, 0), "slt_lang_reindex.test": (7, 3),
            "slt_lang_replace.test": (14, 2), "slt_lang_update.test": (27, 0),
        ]
        let files = try FileManager.default.contentsOfDirectory(atPath: LogictestCorpusTests.folder.appendingPathComponent("evidence").path)
            .filter { $0.hasSuffix(".test") }
        XCTAssertEqual(Set(files), Set(expected.keys))
        for (name, counts) in expected {
            let result = try run("evidence/" + name)
            XCTAssertEqual(result.failed, 0, name + "\n" + describe(result))
            XCTAssertEqual(result.passed, counts.passed, name)
            XCTAssertEqual(result.skipped, counts.skipped, name)
            XCTAssertFalse(result.stoppedEarly, name)
        }
    }

    /// select1–5: 10,706 statements and queries (README: 10,708 records, two of them
    /// hash-threshold), 7,393 results compared by hash, 5,884 labeled queries.
    func testEverySelectRecordPasses() throws {
        let expected = ["select1.test": 1031, "select2.test": 1031, "select3.test": 3351, "select4.test": 3857, "select5.test": 1436]
        for (name, passed) in expected.sorted(by: { $0.key < $1.key }) {
            let result = try run(name)
            XCTAssertEqual(result.failed, 0, name + "\n" + describe(result))
            XCTAssertEqual(result.passed, passed, name)
            XCTAssertEqual(result.skipped, 0, name)
        }
    }

    /// A changed expectation in a real file is found: the runner is not passing everything.
    func testAChangedHashInSelect1Fails() throws {
        let path = LogictestCorpusTests.folder.appendingPathComponent("select1.test").path
        var text = try String(contentsOfFile: path, encoding: .utf8)
        let range = try XCTUnwrap(text.range(of: "values hashing to "))
        let hashStart = range.upperBound
        let first = text[hashStart]
        text.replaceSubrange(hashStart...hashStart, with: first == "0" ? "1" : "0")
        let result = try LogictestRunner().run(LogictestScript(path: "select1.test", text: text))
        XCTAssertEqual(result.failed, 1)
        XCTAssertEqual(result.failures.first?.kind, .wrongResult)
    }
}
