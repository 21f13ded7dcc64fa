import Foundation
import SQLabSQLite
import SQLabText
import SQLabLessons
import SQLabEngine

/// Presents the results of `sqlab test` as text (for people), JSON or JUnit XML (for CI).
///
/// - Text: each failure compiler-style (`FILE:LINE: error: MESSAGE`), then the record, the first
///   expected line that differs and the value produced instead, and the decoded result code when
///   SQLite failed; a summary line per file; and, last, the closing line
///   `N passed, N failed` (`, N skipped` when any were skipped) alone on its line.
/// - JSON: one object with the totals and, per file, its counts, time, whether it halted or
///   stopped early, and every failure with the same details as the text.
/// - JUnit: one `<testsuite>` per file and one `<testcase>` per statement or query record,
///   named `line N: RECORD` (`line 27: query II rowsort`), with `<failure>` (or `<error>` for a
///   malformed record) holding the text report of that record, and `<skipped/>` for records a
///   condition skipped. Per-record test cases are what CI tools (GitLab, Jenkins, GitHub
///   test-report actions) list, link and count, so a failing record shows up by file and line;
///   the class name is the file path with `/` as `.` and without `.test`
///   (`Tests.Data.sqllogictest.select1`), which Jenkins shows as a package tree.
public struct LogictestReport {
    /// The files' results, in the order they ran.
    public let files: [LogictestFileResult]
    /// Decodes result codes, in the user's language.
    public let explainer: Explainer

    public init(files: [LogictestFileResult], explainer: Explainer) {
        self.files = files
        self.explainer = explainer
    }

    /// Totals over every file.
    public var passed: Int { files.reduce(0) { $0 + $1.passed } }
    public var failed: Int { files.reduce(0) { $0 + $1.failed } }
    public var skipped: Int { files.reduce(0) { $0 + $1.skipped } }

    /// The reader's language: the explainer's.
    public var language: Language { explainer.language }

    /// `N passed, N failed`, plus `, N skipped` when any were skipped, in `language`
    /// (`test.tally`, `test.tally-skipped`: `3 个通过，2 个失败`).
    public static func closingLine(passed: Int, failed: Int, skipped: Int, in language: Language = .en) -> String {
        skipped > 0 ? language.text(.testTallySkipped, passed, failed, skipped) : language.text(.testTally, passed, failed)
    }

    /// The closing line for every file together, in the reader's language.
    public var closingLine: String {
        LogictestReport.closingLine(passed: passed, failed: failed, skipped: skipped, in: language)
    }

    // MARK: - Text

    /// One file's failures, each as `failure(_:in:)` gives it, then its summary line:
    /// `FILE: N passed, N failed[, N skipped][; halted at line N][; stopped at line N]`, in the
    /// reader's language (the path is as given).
    public func text(_ file: LogictestFileResult) -> String {
        var lines = file.failures.map { failure($0, in: file.path) }
        var summary = "\(file.path): " + LogictestReport.closingLine(passed: file.passed, failed: file.failed, skipped: file.skipped, in: language)
        if let halt = file.haltedAt { summary += language.text(.testHaltedAt, halt) }
        if file.stoppedEarly, let last = file.failures.last { summary += language.text(.testStoppedAt, last.line) }
        lines.append(summary)
        return lines.joined(separator: "\n")
    }

    /// One failure, in the reader's language (the first line keeps the `FILE:LINE:` prefix that
    /// editors read; `错误：` replaces `error: ` in Chinese, as in every diagnostic):
    ///
    ///     t.test:12: error: wrong result: value 2 of 3 differs
    ///       | query I nosort
    ///       | SELECT a FROM t ORDER BY a
    ///       expected (line 16): 20
    ///       actual:             21
    ///
    /// A missing expected line or value is shown as `(no more expected lines)` or
    /// `(no more values)`.
    public func failure(_ failure: LogictestFailure, in path: String) -> String {
        let severity = language == .en ? "error: " : language.text(.severityError)
        var lines = ["\(path):\(failure.line): " + severity + failure.message(in: language)]
        lines.append("  | " + failure.header)
        if let sql = failure.sql {
            for line in sql.split(separator: "\n", omittingEmptySubsequences: false) { lines.append("  | " + line) }
        }
        if failure.expected != nil || failure.actual != nil {
            let label = failure.expectedLine.map { language.text(.testExpectedAtLine, $0) } ?? language.text(.testExpected)
            let actual = language.text(.testActual)
            // A Chinese label ends with its full-width colon, which is its own space.
            let width = max(TextWidth.of(label), TextWidth.of(actual)) + (language == .en ? 1 : 0)
            func pad(_ s: String) -> String { s + String(repeating: " ", count: width - TextWidth.of(s)) }
            lines.append("  " + pad(label) + (failure.expected ?? language.text(.testNoLines)))
            lines.append("  " + pad(actual) + (failure.actual ?? language.text(.testNoValues)))
        }
        if let error = failure.error {
            let lead = failure.kind == .wrongResult ? language.text(.testSQLiteStoppedPartway) : language.text(.testSQLite)
            lines.append("  " + lead + explainer.summary(error.code))
            lines.append("  " + language.text(.sqliteSays) + (language == .en ? ": " : "：") + error.message)
        }
        return lines.joined(separator: "\n")
    }

    // MARK: - JSON

    private struct JSONReport: Encodable {
        let passed: Int, failed: Int, skipped: Int
        let files: [JSONFile]
    }

    private struct JSONFile: Encodable {
        let file: String
        let passed: Int, failed: Int, skipped: Int
        let seconds: Double
        let haltedAt: Int?
        let stoppedEarly: Bool
        let failures: [JSONFailure]
    }

    private struct JSONFailure: Encodable {
        let file: String
        let line: Int
        let kind: String
        let record: String
        let sql: String?
        let message: String
        let expected: String?
        let expectedLine: Int?
        let actual: String?
        let code: Int32?
        let codeName: String?
        let codeMeaning: String?
        let sqliteMessage: String?
    }

    /// The whole run as JSON (keys sorted, two-space indentation). Optional fields (`haltedAt`,
    /// `sql`, `expected`, `expectedLine`, `actual`, and `code`, `codeName`, `codeMeaning`,
    /// `sqliteMessage` when SQLite failed) are left out when they do not apply.
    public func json() -> String {
        let report = JSONReport(passed: passed, failed: failed, skipped: skipped, files: files.map { file in
            JSONFile(file: file.path, passed: file.passed, failed: file.failed, skipped: file.skipped,
                     seconds: (file.seconds * 1000).rounded() / 1000, haltedAt: file.haltedAt,
                     stoppedEarly: file.stoppedEarly, failures: file.failures.map { f in
                JSONFailure(file: file.path, line: f.line, kind: f.kind.rawValue, record: f.header, sql: f.sql,
                            message: f.message(in: language), expected: f.expected, expectedLine: f.expectedLine, actual: f.actual,
                            code: f.error?.code.rawValue, codeName: f.error?.code.name,
                            codeMeaning: f.error.map { explainer.text(for: $0.code)?.meaning ?? "" },
                            sqliteMessage: f.error?.message)
            })
        })
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(report) else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }

    // MARK: - JUnit

    /// The whole run as JUnit XML. Records appear only for files run with
    /// `LogictestRunner.Options.keepOutcomes`; otherwise each failure is its own test case.
    public func junit() -> String {
        var xml = ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>"]
        let errors = files.reduce(0) { $0 + $1.failures.filter { $0.kind == .scriptError }.count }
        let time = files.reduce(0.0) { $0 + $1.seconds }
        xml.append("<testsuites name=\"sqlab test\" tests=\"\(passed + failed + skipped)\" failures=\"\(failed - errors)\" "
                   + "errors=\"\(errors)\" skipped=\"\(skipped)\" time=\"\(LogictestReport.seconds(time))\">")
        for file in files {
            let fileErrors = file.failures.filter { $0.kind == .scriptError }.count
            xml.append("  <testsuite name=\"\(LogictestReport.escape(file.path))\" tests=\"\(file.passed + file.failed + file.skipped)\" "
                       + "failures=\"\(file.failed - fileErrors)\" errors=\"\(fileErrors)\" skipped=\"\(file.skipped)\" "
                       + "time=\"\(LogictestReport.seconds(file.seconds))\">")
            let className = LogictestReport.escape(LogictestReport.className(file.path))
            let outcomes = file.outcomes.isEmpty
                ? file.failures.map { LogictestOutcome(line: $0.line, header: $0.header, status: .failed, seconds: 0, failure: $0) }
                : file.outcomes
            for outcome in outcomes {
                let open = "    <testcase classname=\"\(className)\" name=\"\(LogictestReport.escape("line \(outcome.line): \(outcome.header)"))\" "
                    + "time=\"\(LogictestReport.seconds(outcome.seconds))\""
                switch outcome.status {
                case .passed:
                    xml.append(open + "/>")
                case .skipped:
                    xml.append(open + "><skipped/></testcase>")
                case .failed:
                    guard let f = outcome.failure else { xml.append(open + "/>"); continue }
                    let element = f.kind == .scriptError ? "error" : "failure"
                    xml.append(open + ">")
                    xml.append("      <\(element) message=\"\(LogictestReport.escape(f.message(in: language)))\" type=\"\(f.kind.rawValue)\">"
                               + LogictestReport.escape(failure(f, in: file.path)) + "</\(element)>")
                    xml.append("    </testcase>")
                }
            }
            xml.append("  </testsuite>")
        }
        xml.append("</testsuites>")
        return xml.joined(separator: "\n")
    }

    /// `Tests/Data/sqllogictest/select1.test` → `Tests.Data.sqllogictest.select1`.
    static func className(_ path: String) -> String {
        var name = path
        if name.hasSuffix(".test") { name.removeLast(5) }
        while name.hasPrefix("./") || name.hasPrefix("/") { name.removeFirst(name.hasPrefix("/") ? 1 : 2) }
        return name.replacingOccurrences(of: ".", with: "_").replacingOccurrences(of: "/", with: ".")
    }

    static func seconds(_ value: Double) -> String { String(format: "%.3f", value) }

    /// Text for an XML attribute or element (`Escape.xml`).
    static func escape(_ text: String) -> String { Escape.xml(text) }
}
