import Foundation
import SQLabSQLite
import SQLabText
import SQLabSQL
import SQLabLessons
/// The verdict on one answer to one exercise: whether it passed, its score, and feedback that
/// says what is wrong. Codable: `sqlab check --format json` prints it, and worker processes
/// send it to their parent.
public struct ExerciseVerdict: Codable, Sendable, Equatable {
    public var exercise: String
    public var passed: Bool
    public var points: Int
    public var score: Int
    /// What is wrong; nil when the answer passed.
    public var feedback: Feedback?
    /// The clauses to fix, earliest stage first, at most two, drawn from `SELECT`, `DISTINCT`,
    /// `FROM`, `JOIN`, `WHERE`, `GROUP BY`, `HAVING`, `ORDER BY`, `LIMIT`, `OFFSET`, `SET`,
    /// `VALUES`; empty when not known; nil when the answer passed.
    public var clauses: [String]?
    /// The sentence shown about the clause to fix (English), nil when there is none.
    public var hint: String?
    /// With partial credit on (`partial=true` or `grade --partial`): the share of the answer's
    /// stages already right, in [0, 1] (`PartialCredit`); nil otherwise.
    public var credit: Double?
    /// Notes on the answer's text (`Pitfall.notes(in:)`, such as `= NULL`), each with the place
    /// of its token in the answer (`PitfallNote`: offset, length, line, column), recorded with a
    /// failed verdict that is stored without its answer (`grade`), so that its feedback shows what
    /// `check` shows, and by `check --format json`; nil when none were recorded (then a
    /// presenter given the answer finds them).
    public var pitfalls: [PitfallNote]?

    public init(exercise: String, points: Int, feedback: Feedback?) {
        self.exercise = exercise
        self.passed = feedback == nil
        self.points = points
        self.score = feedback == nil ? points : 0
        self.feedback = feedback
        if let feedback {
            clauses = feedback.clauses ?? []
            hint = feedback.hint
        }
    }
}

/// What is wrong with an answer, most useful first. Values are given as the lesson format
/// writes cells (`NULL`, `(empty)`, `7.5`, `x'89'`). Never holds the reference solution.
public struct Feedback: Codable, Sendable, Equatable {
    public enum Kind: String, Codable, Sendable {
        case noAnswer = "no-answer"
        case emptyAnswer = "empty-answer"
        /// A statement of the answer failed.
        case error
        /// The answer ran out of time.
        case timeout
        /// The worker checking the answer was killed (memory, a runaway computation) or crashed.
        case killed
        /// The exercise asks for a query, and the answer's last statement returns no rows.
        case notAQuery = "not-a-query"
        case tooManyRows = "too-many-rows"
        case columnCount = "column-count"
        case columnNames = "column-names"
        case rows
        case order
        /// A change exercise: the database after the answer differs.
        case tables
    }

    public var kind: Kind
    /// Where the answer failed: "the lesson's data", "the dataset at lesson line 140",
    /// or a variant ("every row duplicated").
    public var dataset: String?
    /// True when the difference shows only with `PRAGMA reverse_unordered_selects` on: the
    /// answer relies on the order rows happen to be stored in; absent (nil) otherwise, so the
    /// JSON carries it only when it is true.
    public var onlyInReverseScanOrder: Bool?
    public var failure: StatementFailure?
    public var expectedColumns: [String]?
    public var actualColumns: [String]?
    public var missingRows: [[String]]?
    public var extraRows: [[String]]?
    /// 1-based position of the first row in the wrong place.
    public var firstWrongPosition: Int?
    public var tables: [TableFeedback]?
    /// The (shrunk) dataset the answer fails on, with both results side by side, when the answer
    /// passes on the lesson's data but fails on another dataset.
    public var counterexample: Counterexample?
    /// A sentence for the learner (English), e.g. for a killed worker.
    public var note: String?
    /// The clauses to fix (`ExerciseVerdict.clauses`), nil when not diagnosed.
    public var clauses: [String]?
    /// The sentence about the clause to fix, in English and in Chinese.
    public var hint: String?
    public var hintZh: String?
    /// A change exercise: rows the answer changed and rows the reference changed (inserted,
    /// updated or deleted, as `sqlite3_total_changes64` counts them), on the dataset shown.
    public var rowsChanged: [Int]?
    /// The same rows, only some of them a different number of times (a missing or needless DISTINCT).
    public var duplicatesOnly: Bool?
    /// The numbers differ only by rounding (the answer's or the reference's are rounded).
    public var rounding: Bool?
    /// A query exercise answered with several queries: how many, and the 1-based line of the
    /// last, whose result alone is compared; nil for an answer of one query.
    public var queries: Int?
    public var lastQueryLine: Int?

    public init(kind: Kind, dataset: String? = nil) {
        self.kind = kind
        self.dataset = dataset
    }

    /// Fills in what can be told from the rows alone: whether the numbers differ only by
    /// rounding (each missing row pairs with an extra row whose other cells are equal and
    /// whose numbers differ by less than 1, one of them equal to the other rounded to 0–4
    /// digits).
    mutating func finish(ordered: Bool, tolerance: Double) {
        // Expected-result headers never show the reference's expressions (`avg(e.score)`).
        if kind != .columnNames, let e = expectedColumns { expectedColumns = Feedback.safeColumns(e, like: actualColumns) }
        if var example = counterexample, var expected = example.expected {
            expected.columns = Feedback.safeColumns(expected.columns, like: example.actual?.columns)
            example.expected = expected
            counterexample = example
        }
        guard kind == .rows, let missing = missingRows, let extra = extraRows, !missing.isEmpty, missing.count == extra.count else { return }
        var pool = extra
        var rounded = false
        for row in missing {
            guard let i = pool.firstIndex(where: { other in
                other.count == row.count && zip(row, other).allSatisfy { a, b in a == b || Feedback.roundingPair(a, b) }
            }) else { return }
            if zip(row, pool[i]).contains(where: { $0 != $1 }) { rounded = true }
            pool.remove(at: i)
        }
        if rounded { rounding = true }
    }

    /// Column names as the learner may see them: a plain name stays; an expression becomes the
    /// answer's name for that column, or "column N".
    static func safeColumns(_ names: [String], like answer: [String]?) -> [String] {
        names.enumerated().map { i, name in
            let plain = !name.isEmpty && name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
            if plain { return name }
            if let answer, answer.count == names.count { return answer[i] }
            return "column \(i + 1)"
        }
    }

    static func roundingPair(_ a: String, _ b: String) -> Bool {
        guard let x = Double(a), let y = Double(b), x != y, abs(x - y) < 1 else { return false }
        func round(_ v: Double, _ digits: Int) -> Double { let p = pow(10.0, Double(digits)); return (v * p).rounded() / p }
        return (0...4).contains { abs(round(x, $0) - y) < 1e-9 || abs(round(y, $0) - x) < 1e-9 }
    }
}

/// A failed statement of an answer, decoded as `sqlab run` decodes it.
public struct StatementFailure: Codable, Sendable, Equatable {
    /// 1-based number of the statement in the answer.
    public var statement: Int
    public var sql: String
    /// The extended result code and its name (`SQLITE_CONSTRAINT_UNIQUE`).
    public var code: Int32
    public var name: String
    public var message: String
    /// Byte offset in `sql` SQLite blames, or -1.
    public var offset: Int
    /// The closest existing table, column or keyword ("did you mean"), when there is one.
    public var suggestion: String?
    /// 1-based line in the answer where the statement starts.
    public var line: Int?
    /// For a key already taken: the declared type of the table's primary key, by table (lower
    /// case), so the explanation fits an INTEGER key or another (`SchemaNames.keyTypes`).
    public var keyTypes: [String: String]? = nil
}

/// How one table differs after a change exercise.
public struct TableFeedback: Codable, Sendable, Equatable {
    public var table: String
    /// `missing-table`, `extra-table`, `columns`, or `rows`.
    public var problem: String
    public var detail: String?
    public var columns: [String]?
    public var missingRows: [[String]]?
    public var extraRows: [[String]]?
    /// Rows present on both sides with the same key but other values: the key's cells, and
    /// each changed cell as column, value expected, value found (`run` shows `old → new`).
    public var changedRows: [ChangedRow]?
}

/// One row of a table that a change exercise left with other values than expected.
public struct ChangedRow: Codable, Sendable, Equatable {
    public struct Cell: Codable, Sendable, Equatable {
        public var column: String
        /// The value before the statements ran, when the row was there.
        public var before: String?
        public var expected: String
        public var actual: String
    }
    /// The row's key, as `column = value` texts.
    public var key: [String]
    public var cells: [Cell]
}

/// A small database on which the answer and the reference disagree.
public struct Counterexample: Codable, Sendable, Equatable {
    public struct Table: Codable, Sendable, Equatable {
        public var name: String
        public var columns: [String]
        public var rows: [[String]]
    }
    public var tables: [Table]
    public var expected: Table?
    public var actual: Table?
}
