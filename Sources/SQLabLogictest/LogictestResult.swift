import SQLabSQLite
import SQLabText
import SQLabLessons
import SQLabEngine
/// What went wrong with one record of a sqllogictest script.
public struct LogictestFailure {
    /// The kinds of failure, after the reference runner's messages (FORMAT-NOTES §2, §4, §5).
    public enum Kind: String, Codable {
        /// `statement ok`, but SQLite failed.
        case statementFailed = "statement failed"
        /// `statement error`, but every statement succeeded.
        case statementSucceeded = "statement succeeded"
        /// The query could not be prepared (or held no statement).
        case queryFailed = "query failed"
        /// The query's column count differs from the number of type letters.
        case wrongColumnCount = "wrong column count"
        /// The rendered values (or their hash) differ from the expected lines.
        case wrongResult = "wrong result"
        /// A labeled query's hash differs from the first hash stored under that label.
        case labelMismatch = "label mismatch"
        /// The record does not follow the format; the file stopped there.
        case scriptError = "script error"
    }

    public let kind: Kind
    /// The record's type line number (1-based).
    public let line: Int
    /// The record's type line, e.g. `query II rowsort`.
    public let header: String
    /// The record's SQL, when it has some.
    public let sql: String?
    /// One sentence in English: what differs, e.g. `value 3 of 4 differs`.
    public let message: String
    /// The same sentence as a catalogue text (`test.*` keys), when it was made from one; nil
    /// for an error sqlab did not word (it is then shown as `message` in every language).
    public let text: LocalizedText?
    /// The first expected line that differs (or the expected hash line); nil when the values
    /// or hash ran past the expected lines (reports say "no more expected lines").
    public let expected: String?
    /// The file line of `expected`.
    public let expectedLine: Int?
    /// The value or hash line produced instead; nil when the expected lines ran past the values
    /// (reports say "no more values").
    public let actual: String?
    /// The SQLite failure behind it: the prepare or statement error, or, for a query that SQLite
    /// stopped part-way, the error that ended it (its rows up to there were compared).
    public let error: SQLiteError?

    public init(kind: Kind, line: Int, header: String, sql: String?, message: String,
                expected: String? = nil, expectedLine: Int? = nil, actual: String? = nil, error: SQLiteError? = nil) {
        self.init(kind: kind, line: line, header: header, sql: sql, message: message, text: nil,
                  expected: expected, expectedLine: expectedLine, actual: actual, error: error)
    }

    /// A failure whose sentence is the catalogue text `text`, shown in the reader's language
    /// by `message(in:)`.
    public init(kind: Kind, line: Int, header: String, sql: String?, text: LocalizedText,
                expected: String? = nil, expectedLine: Int? = nil, actual: String? = nil, error: SQLiteError? = nil) {
        self.init(kind: kind, line: line, header: header, sql: sql, message: text.text(in: .en), text: text,
                  expected: expected, expectedLine: expectedLine, actual: actual, error: error)
    }

    private init(kind: Kind, line: Int, header: String, sql: String?, message: String, text: LocalizedText?,
                 expected: String?, expectedLine: Int?, actual: String?, error: SQLiteError?) {
        self.kind = kind
        self.line = line
        self.header = header
        self.sql = sql
        self.message = message
        self.text = text
        self.expected = expected
        self.expectedLine = expectedLine
        self.actual = actual
        self.error = error
    }

    /// The sentence in `language`: the catalogue's text when there is one, else `message`.
    public func message(in language: Language) -> String {
        text?.text(in: language) ?? message
    }
}

/// The outcome of one record that counts: a statement or query that ran or was skipped.
/// `hash-threshold` and `halt` records do not count (FORMAT-NOTES §7).
public struct LogictestOutcome {
    /// `skipped`: a `skipif`/`onlyif` condition skipped it (FORMAT-NOTES §6); a skipped labeled
    /// query whose expected result disagrees with its label is `failed` instead.
    public enum Status: String, Codable { case passed, failed, skipped }
    /// The record's type line number (1-based).
    public let line: Int
    /// The record's type line, e.g. `statement ok`.
    public let header: String
    public let status: Status
    /// Wall time spent on the record.
    public let seconds: Double
    /// Set when `status` is `failed`.
    public let failure: LogictestFailure?
}

/// Everything one script's run found.
public struct LogictestFileResult {
    /// The script's path, as given.
    public let path: String
    /// Statements and queries that ran and behaved as the script says.
    public internal(set) var passed = 0
    /// Records that did not (a malformed record included); each has its entry in `failures`.
    public internal(set) var failed = 0
    /// Records a `skipif`/`onlyif` condition skipped (a conditional `halt` included).
    public internal(set) var skipped = 0
    /// The failures, in file order.
    public internal(set) var failures: [LogictestFailure] = []
    /// Every counted record, in file order; filled only when the runner keeps outcomes.
    public internal(set) var outcomes: [LogictestOutcome] = []
    /// The line of the `halt` record that stopped the file, if one did.
    public internal(set) var haltedAt: Int?
    /// True when the file stopped before its end because of a script error or
    /// `--stop-at-first-failure`.
    public internal(set) var stoppedEarly = false
    /// Wall time for the whole file.
    public internal(set) var seconds = 0.0

    public init(path: String) { self.path = path }
}
