import Foundation
import SQLabSQLite
import SQLabText
import SQLabSQL
import SQLabLessons

/// Checks learners' answers to a lesson's exercises (lesson format, "What an exercise checks").
///
/// The answer and the reference each run on their own private sandboxed copy of the state
/// before the exercise, with the same settings, first on the lesson's data, then on each
/// `sql dataset` block, then on variants sqlab derives (`VariantBuilder`). Every comparison
/// runs twice, the second time with `PRAGMA reverse_unordered_selects` on, which catches an
/// answer that relies on the order rows happen to be stored in. The first dataset where the
/// answer differs is its counterexample, shrunk to the rows that matter.
public final class ExerciseChecker {
    public let lesson: Lesson
    public let states: LessonStates
    /// Seconds all of one answer's runs may take together (the contract's default is 3).
    public var budget: Double
    let runner: ScriptRunner
    /// Attempts the shrinker makes at most.
    static let shrinkAttempts = 60
    /// Where checking spends its time, when asked for (`CheckRequest.timing`); nil (the
    /// default) measures nothing.
    public var timings: CheckTimings?

    /// An exercise's datasets for one set of constants, and the reference's two runs on each
    /// (filled in as they are needed; empty when the reference cannot run on that dataset).
    final class PreparedExercise {
        let datasets: [CheckDataset]
        var references: [Int: [ScriptRun]] = [:]
        init(datasets: [CheckDataset]) { self.datasets = datasets }
    }
    /// Prepared exercises by exercise id and constants; forgotten all at once when full.
    private var preparedExercises: [String: PreparedExercise] = [:]
    static let preparedLimit = 48

    /// - Throws: `SQLiteError` when SQLite cannot open a database.
    public init(lesson: Lesson, sandbox: Sandbox = Sandbox(), budget: Double = 3.0) throws {
        self.lesson = lesson
        self.states = try LessonStates(lesson: lesson, sandbox: sandbox)
        self.budget = budget
        self.runner = ScriptRunner(sandbox: sandbox)
    }

    /// Checks one answer (nil: none was given).
    ///
    /// - Throws: `SQLiteError` only when SQLite cannot open or copy a database (the answer's
    ///   own errors are feedback, not errors).
    public func check(_ exercise: Exercise, answer: String?) throws -> ExerciseVerdict {
        guard let answer else { return ExerciseVerdict(exercise: exercise.id, points: exercise.points, feedback: Feedback(kind: .noAnswer)) }
        if ExerciseChecker.isBlank(answer) {
            return ExerciseVerdict(exercise: exercise.id, points: exercise.points, feedback: Feedback(kind: .emptyAnswer))
        }
        if let problem = TextHygiene.check(answer, file: "answer") {
            var feedback = Feedback(kind: .error)
            feedback.note = problem.message
            return ExerciseVerdict(exercise: exercise.id, points: exercise.points, feedback: feedback)
        }
        guard let state = states.state(before: exercise.id) else {
            return ExerciseVerdict(exercise: exercise.id, points: exercise.points, feedback: Feedback(kind: .noAnswer))
        }
        let budget = Budget(seconds: self.budget)
        let reference = exercise.reference.map(\.sql).joined(separator: "\n")
        let comparison = Comparison(tolerance: exercise.tolerance, namesMatter: exercise.names == .exact)
        let ordered = exercise.order.map { $0 == .exact } ?? ExerciseChecker.hasTopLevelOrderBy(exercise.reference.last?.sql ?? "")

        // The datasets depend only on the exercise and the constants the reference and the
        // answer compare columns with, and the reference's runs only on the dataset: both are
        // kept for the next answer to the same exercise with the same constants (a grading
        // worker checks a whole class), and built only as far as they are needed.
        let constants = ConstantFinder.constants(in: reference) + ConstantFinder.constants(in: answer)
        let key = exercise.id + "\u{0}" + constants.map { "\($0.column)\u{1}\($0.value.sqlLiteral)" }.joined(separator: "\u{2}")
        let prepared: PreparedExercise
        if let cached = preparedExercises[key] {
            prepared = cached
        } else {
            var datasets = [CheckDataset(origin: .lesson, database: state.database)]
            try timed(\.variants) {
                for dataset in exercise.datasets {
                    // A dataset is the lesson's SQL: it runs in the sandbox, under the deadline.
                    if let db = try? runner.sandbox.open() {
                        try state.database.copy(into: db.connection)
                        if (try? db.execute(dataset.sql)) != nil { datasets.append(CheckDataset(origin: .authored(dataset.location), database: db.connection)) }
                    }
                }
                if let builder = try? VariantBuilder(state: state.database, foreignKeys: state.foreignKeys, sandbox: runner.sandbox,
                                                     seed: SeededGenerator.seed(lesson.id + "/" + exercise.id)) {
                    datasets += builder.variants(constants: constants)
                }
            }
            prepared = PreparedExercise(datasets: datasets)
            if preparedExercises.count >= ExerciseChecker.preparedLimit { preparedExercises.removeAll() }
            preparedExercises[key] = prepared
        }

        for (index, dataset) in prepared.datasets.enumerated() {
            var referenceRuns: [ScriptRun] = []
            if let cached = prepared.references[index] {
                referenceRuns = cached
            } else {
                for reverse in [false, true] {
                    let ref = try timed(\.reference) {
                        try runner.run(reference, on: dataset.database, foreignKeys: state.foreignKeys, reverseScanOrder: reverse, budget: Budget(seconds: 10))
                    }
                    guard ref.failure == nil, !ref.timedOut else { referenceRuns = []; break }
                    referenceRuns.append(ref)
                }
                prepared.references[index] = referenceRuns
            }
            guard referenceRuns.count == 2 else {
                // The reference cannot run on this dataset, so it is not a usable dataset; on the
                // lesson's own data that is a problem of the lesson (lint reports it), and no
                // answer may pass for want of a comparison.
                if dataset.origin == .lesson {
                    var feedback = Feedback(kind: .error, dataset: ExerciseChecker.describe(.lesson))
                    feedback.note = "The exercise's reference solution does not run on the lesson's data: the lesson is broken (sqlab lint names the problem)."
                    return ExerciseVerdict(exercise: exercise.id, points: exercise.points, feedback: feedback)
                }
                continue
            }
            let isQuery = referenceRuns[0].readOnly
            // Where the reference's own order is not determined, rows compare as a multiset.
            let orderDetermined = referenceRuns[0].last?.rows == referenceRuns[1].last?.rows
            for (reverse, ref) in zip([false, true], referenceRuns) {
                let run = try timed(\.answer) {
                    try runner.run(answer, on: dataset.database, foreignKeys: state.foreignKeys, reverseScanOrder: reverse, budget: budget)
                }
                guard var feedback = difference(answer: run, reference: ref, isQuery: isQuery, ordered: ordered && orderDetermined,
                                                 comparison: comparison) else { continue }
                feedback.dataset = ExerciseChecker.describe(dataset.origin)
                // A run that ran out of time says nothing about row order: no note from it.
                feedback.onlyInReverseScanOrder = reverse && feedback.kind != .timeout
                if dataset.origin != .lesson, feedback.kind != .timeout {
                    feedback.counterexample = timed(\.shrinking) {
                        counterexample(dataset.database, answer: answer, reference: reference, state: state,
                                       reverse: reverse, isQuery: isQuery, ordered: ordered && orderDetermined,
                                       comparison: comparison, budget: budget)
                    }
                }
                return ExerciseVerdict(exercise: exercise.id, points: exercise.points, feedback: feedback)
            }
        }
        return ExerciseVerdict(exercise: exercise.id, points: exercise.points, feedback: nil)
    }

    /// Runs `body`, adding the seconds it takes to `counter` when timings are on.
    func timed<T>(_ counter: WritableKeyPath<CheckTimings, Double>, _ body: () throws -> T) rethrows -> T {
        guard timings != nil else { return try body() }
        let start = DispatchTime.now().uptimeNanoseconds
        defer { timings?[keyPath: counter] += Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9 }
        return try body()
    }

    /// The feedback for one comparison, or nil when the answer matches the reference.
    func difference(answer run: ScriptRun, reference: ScriptRun, isQuery: Bool, ordered: Bool, comparison: Comparison) -> Feedback? {
        if run.timedOut { return Feedback(kind: .timeout) }
        if let (index, error) = run.failure {
            var feedback = Feedback(kind: .error)
            let schema = SQLiteMessage(error.message).needsSchemaNames ? try? SchemaNames.read(from: run.connection, limit: 200) : nil
            feedback.failure = StatementFailure(statement: index + 1, sql: error.sql ?? "", code: error.code.rawValue,
                                                name: error.code.name ?? String(error.code.rawValue), message: error.message, offset: error.offset,
                                                suggestion: Explainer(language: .en).explain(error, schema: schema).suggestion,
                                                line: run.failureLine)
            return feedback
        }
        if isQuery {
            guard let actual = run.last, !actual.columns.isEmpty else { return Feedback(kind: .notAQuery) }
            if run.tooManyRows { return Feedback(kind: .tooManyRows) }
            let expected = reference.last ?? QueryResult(columns: [], rows: [])
            guard let difference = comparison.compare(expected: expected, actual: actual, ordered: ordered) else { return nil }
            var feedback: Feedback
            switch difference {
            case .columnCount(let e, let a):
                feedback = Feedback(kind: .columnCount)
                feedback.expectedColumns = e
                feedback.actualColumns = a
            case .columnNames(let e, let a):
                feedback = Feedback(kind: .columnNames)
                feedback.expectedColumns = e
                feedback.actualColumns = a
            case .rows(let missing, let extra):
                feedback = Feedback(kind: .rows)
                feedback.expectedColumns = expected.columns
                feedback.actualColumns = actual.columns
                feedback.missingRows = missing.map { $0.map(\.cellText) }
                feedback.extraRows = extra.map { $0.map(\.cellText) }
                if let order = ExerciseChecker.columnPermutation(expected: expected, actual: actual, comparison: comparison) {
                    feedback.note = "The columns are in another order: the exercise asks for (\(expected.columns.joined(separator: ", "))), yours are (\(order.joined(separator: ", ")))."
                }
            case .order(let position):
                feedback = Feedback(kind: .order)
                feedback.firstWrongPosition = position + 1
            }
            return feedback
        }
        guard let expected = try? DatabaseSnapshot.read(reference.connection),
              let actual = try? DatabaseSnapshot.read(run.connection) else { return Feedback(kind: .error) }
        let differences = comparison.compare(expected: expected, actual: actual)
        guard !differences.isEmpty else { return nil }
        var feedback = Feedback(kind: .tables)
        feedback.tables = differences.map(ExerciseChecker.tableFeedback)
        return feedback
    }

    static func tableFeedback(_ difference: TableDifference) -> TableFeedback {
        switch difference {
        case .missingTable(let t): return TableFeedback(table: t, problem: "missing-table")
        case .extraTable(let t): return TableFeedback(table: t, problem: "extra-table")
        case .columns(let t, let problem):
            let detail: String
            switch problem {
            case .names(let e, let a): detail = "columns should be (\(e.joined(separator: ", "))), not (\(a.joined(separator: ", ")))"
            case .type(let c, let e, let a): detail = "column \(c) should be declared \(e.isEmpty ? "without a type" : e), not \(a.isEmpty ? "without a type" : a)"
            case .notNull(let c, let e): detail = "column \(c) should \(e ? "" : "not ")be NOT NULL"
            case .primaryKey(let c, let e): detail = "column \(c) should \(e ? "" : "not ")be part of the PRIMARY KEY"
            case .defaultValue(let c, let e, let a): detail = "column \(c) should have DEFAULT \(e ?? "none"), not \(a ?? "none")"
            }
            return TableFeedback(table: t, problem: "columns", detail: detail)
        case .rows(let t, let columns, let missing, let extra):
            return TableFeedback(table: t, problem: "rows", columns: columns,
                                 missingRows: missing.map { $0.map(\.cellText) }, extraRows: extra.map { $0.map(\.cellText) })
        }
    }

    /// Shrinks a dataset on which the answer fails to the fewest rows that still show the
    /// mistake (deleting rows one at a time while answer and reference still differ, as RATest
    /// does), and returns it with both results.
    func counterexample(_ database: Connection, answer: String, reference: String, state: LessonStates.State, reverse: Bool,
                        isQuery: Bool, ordered: Bool, comparison: Comparison, budget: Budget) -> Counterexample? {
        guard var current = try? runner.sandbox.open().connection, (try? database.copy(into: current)) != nil else { return nil }
        func differs(_ db: Connection) -> Bool {
            guard let ref = try? runner.run(reference, on: db, foreignKeys: state.foreignKeys, reverseScanOrder: reverse, budget: Budget(seconds: 5)),
                  ref.failure == nil, !ref.timedOut,
                  let run = try? runner.run(answer, on: db, foreignKeys: state.foreignKeys, reverseScanOrder: reverse, budget: budget) else { return false }
            if run.timedOut { return false }
            return difference(answer: run, reference: ref, isQuery: isQuery, ordered: ordered, comparison: comparison) != nil
        }
        var attempts = 0
        let tables = (try? current.rows("SELECT name FROM main.sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' ORDER BY name"))?
            .compactMap { row -> String? in if case .text(let s) = row[0] { return s }; return nil } ?? []
        for table in tables {
            let quoted = VariantBuilder.quote(table)
            guard let rowids = try? current.rows("SELECT rowid FROM main.\(quoted) ORDER BY rowid") else { continue }
            for row in rowids {
                guard attempts < ExerciseChecker.shrinkAttempts, budget.remaining > 0.5 else { break }
                attempts += 1
                guard let candidate = try? runner.sandbox.open().connection, (try? current.copy(into: candidate)) != nil else { continue }
                guard (try? candidate.setTriggersEnabled(false)) != nil else { continue }
                guard (try? candidate.execute("DELETE FROM main.\(quoted) WHERE rowid = \(row[0].sqlLiteral)")) != nil else { continue }
                if state.foreignKeys, let violations = try? candidate.rows("PRAGMA foreign_key_check"), !violations.isEmpty { continue }
                if differs(candidate) { current = candidate }
            }
        }
        var example = Counterexample(tables: [])
        for table in tables {
            guard let snapshot = try? DatabaseSnapshot.read(current).tables.first(where: { $0.name == table }) else { continue }
            example.tables.append(Counterexample.Table(name: table, columns: snapshot.columns.map(\.name),
                                                       rows: snapshot.rows.map { $0.map(\.cellText) }))
        }
        if isQuery,
           let ref = try? runner.run(reference, on: current, foreignKeys: state.foreignKeys, reverseScanOrder: reverse, budget: Budget(seconds: 5)),
           let run = try? runner.run(answer, on: current, foreignKeys: state.foreignKeys, reverseScanOrder: reverse, budget: Budget(seconds: 5)) {
            if let e = ref.last { example.expected = Counterexample.Table(name: "expected", columns: e.columns, rows: e.rows.map { $0.map(\.cellText) }) }
            if let a = run.last, run.failure == nil { example.actual = Counterexample.Table(name: "yours", columns: a.columns, rows: a.rows.map { $0.map(\.cellText) }) }
        }
        return example
    }

    static func describe(_ origin: CheckDataset.Origin) -> String {
        switch origin {
        case .lesson: return "the lesson's data"
        case .authored(let location): return "the dataset at line \(location.line) of the lesson"
        case .variant(let text): return "the lesson's data with \(text)"
        }
    }

    /// The answer's column names when its columns are the expected ones in another order (by
    /// name) and its rows, so reordered, are the expected rows; otherwise nil.
    static func columnPermutation(expected: QueryResult, actual: QueryResult, comparison: Comparison) -> [String]? {
        let want = expected.columns.map { $0.lowercased() }, have = actual.columns.map { $0.lowercased() }
        guard want.count == have.count, want != have, Set(want) == Set(have), Set(want).count == want.count else { return nil }
        let index = want.map { name in have.firstIndex(of: name)! }
        let reordered = QueryResult(columns: expected.columns, rows: actual.rows.map { row in index.map { row[$0] } })
        let (missing, extra) = comparison.multisetDifference(expected: expected.rows, actual: reordered.rows)
        return missing.isEmpty && extra.isEmpty ? actual.columns : nil
    }

    /// True when `sql` has an ORDER BY outside any parentheses (so it orders the final rows).
    public static func hasTopLevelOrderBy(_ sql: String) -> Bool {
        let tokens = ConstantFinder.tokenize(sql)
        var depth = 0
        for (i, token) in tokens.enumerated() {
            switch token {
            case .symbol("("): depth += 1
            case .symbol(")"): depth -= 1
            case .keyword("ORDER") where depth == 0 && i + 1 < tokens.count && tokens[i + 1] == .keyword("BY"): return true
            default: break
            }
        }
        return false
    }

    public static func isBlank(_ sql: String) -> Bool {
        ConstantFinder.tokenize(sql).allSatisfy { $0 == .symbol(";") }
    }
}

/// Seconds spent in each part of checking, summed over the answers checked: building the
/// lesson's states (setup), running answers, running references, building datasets and
/// variants, and shrinking counterexamples. Off by default; `CheckRequest.timing` turns it on.
public struct CheckTimings: Codable, Sendable, Equatable {
    public var setup = 0.0
    public var answer = 0.0
    public var reference = 0.0
    public var variants = 0.0
    public var shrinking = 0.0

    public init() {}

    public mutating func add(_ other: CheckTimings) {
        setup += other.setup
        answer += other.answer
        reference += other.reference
        variants += other.variants
        shrinking += other.shrinking
    }
}
