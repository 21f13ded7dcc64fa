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

    public init(exercise: String, points: Int, feedback: Feedback?) {
        self.exercise = exercise
        self.passed = feedback == nil
        self.points = points
        self.score = feedback == nil ? points : 0
        self.feedback = feedback
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
    /// answer relies on the order rows happen to be stored in.
    public var onlyInReverseScanOrder: Bool = false
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

    public init(kind: Kind, dataset: String? = nil) {
        self.kind = kind
        self.dataset = dataset
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
