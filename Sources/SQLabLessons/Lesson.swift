import SQLabSQLite
import SQLabText
import SQLabSQL
/// A lesson: one Markdown file of the course, parsed (lesson format version 1,
/// `docs/lesson-format.md`).
///
/// Its blocks keep the file's order: prose to show, SQL steps to run (shown or setup), and
/// exercises. Facts the learner must not see (reference solutions) live only in `Exercise`.
public struct Lesson: Sendable {
    /// The file name without `.md`, e.g. `01-first-steps`.
    public let id: String
    /// The text of the first level-1 heading (the id when there is none).
    public let title: String
    /// The path the lesson was read from, as given (used in every message about it).
    public let path: String
    public let blocks: [LessonBlock]

    public init(id: String, title: String, path: String, blocks: [LessonBlock]) {
        self.id = id
        self.title = title
        self.path = path
        self.blocks = blocks
    }

    /// The exercises, in file order.
    public var exercises: [Exercise] {
        blocks.compactMap { if case .exercise(let e) = $0 { return e } else { return nil } }
    }

    /// The exercise with this id, if any. Ids are lower case (`a-z`, digits, `-`), so `OLDER`
    /// names `older`.
    public func exercise(_ id: String) -> Exercise? {
        exercises.first { $0.id == id } ?? exercises.first { $0.id == id.lowercased() }
    }

    /// ` (did you mean ID?)` (in `language`, from the text catalogue) for the exercise id closest
    /// to `id`, or "".
    public func exerciseSuggestion(for id: String, language: Language = .en) -> String {
        DidYouMean.closest(to: id, in: exercises.map(\.id)).map { Catalogue.text(.didYouMeanName, language, [$0]) } ?? ""
    }

    /// The exercise with this id.
    ///
    /// - Throws: `Diagnostic` at the lesson's first line: "the lesson has no exercise 'ID'",
    ///   with the closest id when there is one.
    public func requireExercise(_ id: String) throws -> Exercise {
        guard let exercise = exercise(id) else {
            let closest = DidYouMean.closest(to: id, in: exercises.map(\.id)).map { LocalizedText(.didYouMeanName, $0) }
            throw Diagnostic(at: SourceLocation(file: path, line: 1), .lessonNoExercise, id, closest.map(LocalizedText.Argument.text) ?? .plain(""))
        }
        return exercise
    }

    /// Every `sql`/`sql setup` block above the exercise with this id, in order: what builds the
    /// state before it.
    public func setup(before exerciseID: String) -> [SQLBlock] {
        var result: [SQLBlock] = []
        for block in blocks {
            switch block {
            case .sql(let sql): result.append(sql)
            case .exercise(let e) where e.id == exerciseID: return result
            default: break
            }
        }
        return result
    }

    /// Every `sql`/`sql setup` block of the lesson, in order.
    public var allSQLBlocks: [SQLBlock] {
        blocks.compactMap { if case .sql(let s) = $0 { return s } else { return nil } }
    }
}

/// One block of a lesson, in file order.
public enum LessonBlock: Sendable {
    /// Prose to show (headings, paragraphs, lists, tables, code in other languages).
    case prose(ProseBlock, line: Int)
    /// A `sql` or `sql setup` block.
    case sql(SQLBlock)
    /// An exercise, with its prompt, expected table, hints, datasets and reference solution.
    case exercise(Exercise)
    /// A `c lab` block: C API calls that `run` and `lint` make in the lesson's lab session.
    case lab(LabBlock)
}

/// A fenced `c lab` block: lines of C API calls as `sqlab lab` takes them, each line one step
/// (lines holding only declarations or comments are run but judge nothing).
public struct LabBlock: Sendable {
    /// The result code every call of the block that returns one must return (`expect=`), or nil:
    /// every call must succeed.
    public let expect: ResultCode?
    /// The block's non-blank lines.
    public let lines: [LabLineSource]
    /// Where the opening fence is.
    public let location: SourceLocation
}

/// One line of a `c lab` block or of a lab exercise's reference.
public struct LabLineSource: Sendable {
    /// The line as written (without its line break).
    public let text: String
    public let location: SourceLocation

    public init(text: String, location: SourceLocation) {
        self.text = text
        self.location = location
    }
}

/// A fenced `sql` or `sql setup` block: its statements, each of which is one step (or one step
/// per `-- params:` line).
public struct SQLBlock: Sendable {
    public enum Kind: String, Sendable { case steps, setup }
    public let kind: Kind
    /// The result code every step of the block must fail with (`expect=`), or nil: must succeed.
    public let expect: ResultCode?
    public let statements: [SQLStatementSource]
    /// Where the opening fence is.
    public let location: SourceLocation
}

/// One statement as written in a lesson, with the `-- params:` lines that follow it.
public struct SQLStatementSource: Sendable {
    /// The statement's text, trimmed, with its `;` when it has one.
    public let sql: String
    /// Where the statement's first character is.
    public let location: SourceLocation
    /// One entry per `-- params:` line: the values to bind, in order, and where the line is.
    public let parameterSets: [(values: [Value], location: SourceLocation)]

    public init(sql: String, location: SourceLocation, parameterSets: [(values: [Value], location: SourceLocation)]) {
        self.sql = sql
        self.location = location
        self.parameterSets = parameterSets
    }
}

/// An exercise (`sql exercise id=...`): what the learner is asked, and how an answer is checked.
public struct Exercise: Sendable {
    public enum Order: String, Sendable { case exact, any }
    public enum Names: String, Sendable { case exact, any }

    /// Unique in the lesson, `[a-z0-9-]+`.
    public let id: String
    /// Points for a correct answer (default 1).
    public let points: Int
    /// Row order: as given by `order=`, else `exact` when the reference's last statement has a
    /// top-level ORDER BY, else `any` (the contract's default; decided by the checker).
    public let order: Order?
    /// Must column names match (default `any`).
    public let names: Names
    /// Relative tolerance for comparing REAL values (default 1e-9).
    public let tolerance: Double
    /// The prompt: the prose blocks before the exercise block.
    public let prompt: [ProseBlock]
    /// The reference solution's statements. Never shown by `run`.
    public let reference: [SQLStatementSource]
    /// The expected-result table right after the block, if any.
    public let expected: ExpectedTable?
    /// The hints, revealed one at a time, each one paragraph.
    public let hints: [[Inline]]
    /// Extra datasets (`sql dataset` blocks) the answer is also checked on.
    public let datasets: [Dataset]
    /// Where the opening fence of the exercise block is.
    public let location: SourceLocation
    /// For a lab exercise (`c lab exercise id=ID`): the reference's lab lines (then `reference`
    /// is empty). Checked by the database files it leaves and the codes it returns.
    public var labReference: [LabLineSource]? = nil
    /// For a lab exercise: the code its calls must return at least once (`expect=`), if any.
    public var labExpect: ResultCode? = nil
    /// `partial=true`: a wrong answer scores the share of its stages already right
    /// (lesson format, "Partial credit").
    public var partial: Bool = false

    /// True for an exercise answered with lab lines.
    public var isLab: Bool { labReference != nil }
}

/// A `sql dataset` block: SQL run on a copy of the state before its exercise.
public struct Dataset: Sendable {
    public let sql: String
    public let location: SourceLocation
}

/// An expected-result table as written in the lesson: header names and rows of cell source
/// text (trimmed, `\|` unescaped), with the line of each row.
public struct ExpectedTable: Sendable {
    public let columns: [String]
    public let rows: [[String]]
    public let location: SourceLocation
}
