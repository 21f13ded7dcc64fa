import Foundation
import SQLabSQLite
import SQLabText
import SQLabLessons
import SQLabEngine

/// Runs sqllogictest scripts against SQLite, each on a fresh in-memory database, and reports
/// every record that does not behave as the script says.
///
/// Scripts are trusted input (they come from the SQLite project or from the user's own tests),
/// so they run on a plain `Connection` with SQLite's default limits, not in the learner sandbox.
/// The rules are the reference C runner's (`src/sqllogictest.c`, `src/slt_sqlite.c`), as
/// FORMAT-NOTES gives them:
/// - `statement ok|error` runs every statement of its SQL, like `sqlite3_exec` (§2);
/// - `query` prepares the first statement only, checks the column count against the type
///   string, renders each value by its type letter (§3), sorts (§4), hashes when there are more
///   values than the hash threshold (default 8; 0: never) or the query has a label (§5), and
///   compares with the expected lines; a query that SQLite stops part-way keeps the rows it
///   returned (§2);
/// - a labeled query's hash must agree with the first one stored under that label in the file,
///   also when the query is skipped: then its expected hash line, or the hash of its expected
///   lines, takes part (§5);
/// - `skipif`/`onlyif` compare with the engine name `sqlite` case-insensitively (§6);
/// - `halt` stops the file; a malformed record is a failure that stops the file.
///
/// One runner can run many scripts in turn; it keeps only the helper connection that renders
/// `R` values and the buffers it reuses between queries.
public final class LogictestRunner {
    /// How to run: whether to stop at the first failure, whether to keep every outcome.
    public struct Options {
        /// Stop at the first failing record (the file's result then has `stoppedEarly`).
        public var stopAtFirstFailure: Bool
        /// Keep every counted record's outcome in `LogictestFileResult.outcomes` (for JUnit).
        public var keepOutcomes: Bool

        public init(stopAtFirstFailure: Bool = false, keepOutcomes: Bool = false) {
            self.stopAtFirstFailure = stopAtFirstFailure
            self.keepOutcomes = keepOutcomes
        }
    }

    /// The hash threshold of a file without a `hash-threshold` record (FORMAT-NOTES §5).
    public static let defaultHashThreshold = 8

    /// The options given at creation.
    public let options: Options
    private let reals: RealFormatter
    private var values = LogictestValues()

    /// What one file's records share: its connection, the hash threshold, the labels seen.
    private struct FileState {
        let sandboxed: SandboxedConnection
        var connection: Connection { sandboxed.connection }
        var hashThreshold = LogictestRunner.defaultHashThreshold
        /// Label (first 20 characters) → the first hash stored under it, and where.
        var labels: [String: (hash: String, line: Int)] = [:]
    }

    /// - Throws: `SQLiteError` when SQLite cannot open the helper connection for `R` values.
    public init(options: Options = Options()) throws {
        self.options = options
        reals = try RealFormatter()
    }

    /// Runs every record of `script` on a fresh in-memory database.
    ///
    /// - Returns: the counts, the failures and (with `keepOutcomes`) every record's outcome.
    /// - Throws: `SQLiteError` only when SQLite cannot open the database; everything a record
    ///   does wrong is in the result.
    /// - Complexity: the SQL's own cost, plus O(v log v) per sorted query of v values.
    public func run(_ script: LogictestScript) throws -> LogictestFileResult {
        let fileStart = DispatchTime.now().uptimeNanoseconds
        var result = LogictestFileResult(path: script.path)
        // A script is untrusted SQL (a downloaded .test file): it runs in the sandbox.
        var state = FileState(sandboxed: try Sandbox.logictest.open())
        records: for record in script.records {
            let start = options.keepOutcomes ? DispatchTime.now().uptimeNanoseconds : 0
            let failure: LogictestFailure?
            let status: LogictestOutcome.Status
            if record.conditions.contains(where: { $0.skips(engine: LogictestScript.engineName) }) {
                if case .query(_, _, let label?) = record.kind {
                    failure = checkSkippedLabel(record, label: label, state: &state)
                } else {
                    failure = nil
                }
                status = failure == nil ? .skipped : .failed
            } else {
                switch record.kind {
                case .statement(let expectError):
                    failure = runStatement(record, expectError: expectError, state: state)
                case .query(let types, let sort, let label):
                    failure = runQuery(record, types: types, sort: sort, label: label, state: &state)
                case .hashThreshold(let n):
                    state.hashThreshold = n
                    continue records
                case .halt:
                    result.haltedAt = record.line
                    break records
                case .malformed(let text):
                    failure = LogictestFailure(kind: .scriptError, line: record.line, header: record.header,
                                               sql: nil, text: text)
                    result.stoppedEarly = true
                }
                status = failure == nil ? .passed : .failed
            }
            switch status {
            case .passed: result.passed += 1
            case .failed: result.failed += 1
            case .skipped: result.skipped += 1
            }
            if let failure { result.failures.append(failure) }
            if options.keepOutcomes {
                let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
                result.outcomes.append(LogictestOutcome(line: record.line, header: record.header, status: status,
                                                        seconds: seconds, failure: failure))
            }
            if result.stoppedEarly { break }
            if failure != nil && options.stopAtFirstFailure {
                result.stoppedEarly = true
                break
            }
        }
        result.seconds = Double(DispatchTime.now().uptimeNanoseconds - fileStart) / 1e9
        return result
    }

    // MARK: - Statements

    private func runStatement(_ record: LogictestRecord, expectError: Bool, state: FileState) -> LogictestFailure? {
        do {
            if let sql = record.sql { try state.sandboxed.withDeadline { try state.connection.execute(sql) } }
        } catch let error as SQLiteError {
            if expectError { return nil }
            return failure(.statementFailed, record, LogictestRunner.statementFailed, error: error)
        } catch {
            return LogictestFailure(kind: .statementFailed, line: record.line, header: record.header, sql: record.sqlText,
                                    message: "\(error)")
        }
        return expectError ? failure(.statementSucceeded, record, LogictestRunner.statementSucceeded) : nil
    }

    // MARK: - Queries

    private func runQuery(_ record: LogictestRecord, types: [LogictestRecord.ColumnType], sort: LogictestRecord.SortMode,
                          label: String?, state: inout FileState) -> LogictestFailure? {
        let statement: Statement
        do {
            guard let sql = record.sql, let prepared = try state.connection.prepare(sql, at: 0).statement else {
                return failure(.queryFailed, record, LogictestRunner.noStatement)
            }
            statement = prepared
        } catch let error as SQLiteError {
            return failure(.queryFailed, record, LogictestRunner.prepareFailed, error: error)
        } catch {
            return LogictestFailure(kind: .queryFailed, line: record.line, header: record.header, sql: record.sqlText,
                                    message: "\(error)")
        }
        let columns = statement.columnCount
        guard columns == types.count else {
            return failure(.wrongColumnCount, record, LogictestRunner.columnCount(columns, types: types.count))
        }

        values.removeAll()
        var stepError: SQLiteError?
        do {
            try state.sandboxed.withDeadline {
                while try statement.step() { values.appendRow(of: statement, types: types, reals: reals) }
            }
        } catch {
            // The reference runner stops at the first step that is not SQLITE_ROW and compares
            // the rows it has (FORMAT-NOTES §2); the error is kept for the report.
            stepError = error as? SQLiteError
        }

        let order = values.order(sort, columns: types.count)
        let hashed = state.hashThreshold > 0 && values.count > state.hashThreshold
        let hash = hashed || label != nil ? values.md5(order: order) : nil
        var labelFailure: LogictestFailure?
        if let label, let hash {
            labelFailure = check(label: label, hash: hash, record: record, state: &state)
        }
        if let wrong = compare(record, order: order, hash: hashed ? hash : nil, threshold: state.hashThreshold, stepError: stepError) {
            return wrong
        }
        return labelFailure
    }

    /// Compares the rendered values (or their hash line, when `hash` is given) with the
    /// record's expected lines; nil when they agree.
    private func compare(_ record: LogictestRecord, order: [Int]?, hash: String?, threshold: Int,
                         stepError: SQLiteError?) -> LogictestFailure? {
        let expected = record.expected
        let count = values.count
        func wrong(_ message: LocalizedText, _ line: LogictestRecord.ExpectedLine?, expectedText: String? = nil, actual: String?) -> LogictestFailure {
            failure(.wrongResult, record, message, expected: expectedText ?? line?.text, expectedLine: line?.line,
                    actual: actual, error: stepError)
        }
        if let hash {
            let actual = "\(count) values hashing to \(hash)"
            if expected.count == 1 && expected[0].bytes.elementsEqual(actual.utf8) { return nil }
            if expected.count > 1, LogictestRunner.hashLine(expected[0].bytes) == nil {
                return wrong(LogictestRunner.hashedButListed(count, threshold: threshold, lines: expected.count), expected.first, actual: actual)
            }
            return wrong(LogictestRunner.wrongHash, expected.first, expectedText: expected.first?.text, actual: actual)
        }
        if let first = expected.first, LogictestRunner.hashLine(first.bytes) != nil, expected.count == 1 {
            if count == 0 || !values.value(order?[0] ?? 0).elementsEqual(first.bytes) {
                return wrong(LogictestRunner.listedButHashed(count, threshold: threshold), first,
                             actual: count == 0 ? nil : values.text(order?[0] ?? 0))
            }
        }
        for k in 0..<min(count, expected.count) {
            let i = order?[k] ?? k
            if !values.value(i).elementsEqual(expected[k].bytes) {
                return wrong(LogictestRunner.valueDiffers(k + 1, of: count), expected[k], actual: values.text(i))
            }
        }
        if count < expected.count {
            return wrong(LogictestRunner.tooFew(count, expected: expected.count), expected[count], actual: nil)
        }
        if count > expected.count {
            return wrong(LogictestRunner.tooMany(count, expected: expected.count), nil, expectedText: nil,
                         actual: values.text(order?[expected.count] ?? expected.count))
        }
        return nil
    }

    /// Stores `hash` under `label` the first time, else checks it against the stored one.
    private func check(label: String, hash: String, record: LogictestRecord, state: inout FileState) -> LogictestFailure? {
        guard let previous = state.labels[label] else {
            state.labels[label] = (hash, record.line)
            return nil
        }
        guard previous.hash != hash else { return nil }
        return failure(.labelMismatch, record, LogictestRunner.labelDisagrees(label, line: previous.line),
                       expected: previous.hash, expectedLine: previous.line, actual: hash)
    }

    /// A skipped labeled query still takes part in its label's check, with the hash its expected
    /// lines give: the hash of an `N values hashing to H` line, or the MD5 of the listed values.
    /// A query with no expected lines takes no part (as in the reference runner).
    private func checkSkippedLabel(_ record: LogictestRecord, label: String, state: inout FileState) -> LogictestFailure? {
        guard let first = record.expected.first else { return nil }
        let hash: String
        if let stated = LogictestRunner.hashLine(first.bytes) {
            hash = stated.hash
        } else {
            var md5 = MD5()
            let newline: [UInt8] = [0x0A]
            for line in record.expected {
                line.bytes.withUnsafeBufferPointer { md5.update($0) }
                md5.update(newline)
            }
            hash = md5.finish()
        }
        return check(label: label, hash: hash, record: record, state: &state)
    }

    /// Reads `N values hashing to H` (as the reference's `sscanf("%*d values hashing to %32s")`):
    /// the count and the first 32 characters of the hash; nil for any other line.
    static func hashLine(_ bytes: ArraySlice<UInt8>) -> (count: Int, hash: String)? {
        let words = bytes.split(whereSeparator: LogictestScript.isSpace)
        guard words.count >= 5, let count = Int(String(decoding: words[0], as: UTF8.self)),
              words[1].elementsEqual("values".utf8), words[2].elementsEqual("hashing".utf8), words[3].elementsEqual("to".utf8)
        else { return nil }
        return (count, String(decoding: words[4].prefix(32), as: UTF8.self))
    }

    private func failure(_ kind: LogictestFailure.Kind, _ record: LogictestRecord, _ message: LocalizedText,
                         expected: String? = nil, expectedLine: Int? = nil, actual: String? = nil,
                         error: SQLiteError? = nil) -> LogictestFailure {
        LogictestFailure(kind: kind, line: record.line, header: record.header, sql: record.sqlText, text: message,
                         expected: expected, expectedLine: expectedLine, actual: actual, error: error)
    }

    // MARK: - Messages

    static let statementFailed = LocalizedText(.testStatementFailed)
    static let statementSucceeded = LocalizedText(.testStatementSucceeded)
    static let prepareFailed = LocalizedText(.testPrepareFailed)
    static let noStatement = LocalizedText(.testNoStatement)
    static let wrongHash = LocalizedText(.testWrongHash)
    static func columnCount(_ columns: Int, types: Int) -> LocalizedText { LocalizedText(.testColumnCount, columns, types) }
    static func valueDiffers(_ n: Int, of count: Int) -> LocalizedText { LocalizedText(.testValueDiffers, n, count) }
    static func tooFew(_ count: Int, expected: Int) -> LocalizedText { LocalizedText(.testTooFew, count, expected) }
    static func tooMany(_ count: Int, expected: Int) -> LocalizedText { LocalizedText(.testTooMany, count, expected) }
    static func hashedButListed(_ count: Int, threshold: Int, lines: Int) -> LocalizedText {
        LocalizedText(.testHashedButListed, count, threshold, lines)
    }
    static func listedButHashed(_ count: Int, threshold: Int) -> LocalizedText {
        let why = threshold == 0 ? LocalizedText(.testNeverHash) : LocalizedText(.testNotAboveThreshold, count, threshold)
        return LocalizedText(.testListedButHashed, why)
    }
    static func labelDisagrees(_ label: String, line: Int) -> LocalizedText {
        LocalizedText(.testLabelDisagrees, label, line)
    }
}
