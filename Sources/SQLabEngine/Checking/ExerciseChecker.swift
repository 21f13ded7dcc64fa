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
    static let shrinkAttempts = 80
    /// Where checking spends its time, when asked for (`CheckRequest.timing`); nil (the
    /// default) measures nothing.
    public var timings: CheckTimings?
    /// Partial credit for every exercise (`grade --partial`), not only those marked `partial=true`.
    public var partialCredit = false
    /// How an answer to a lab exercise (C API lines) is checked: given the lesson, the exercise,
    /// the answer and the statement time limit in seconds, its verdict. The worker process sets it
    /// to SQLabLab's `LabExerciseChecker` (the layer above this one), so that `grade` judges a lab
    /// answer as `check` does; nil (the default) gives such an answer 0 with a note.
    public typealias LabCheck = (Lesson, Exercise, String, Double) -> ExerciseVerdict
    /// The lab checker (`LabCheck`), nil when none was given.
    public var labCheck: LabCheck?
    /// The statement time limit in seconds this checker's sandbox applies (for `labCheck`).
    var statementTimeout: Double = 1.0

    /// An exercise's datasets for one set of constants, and the reference's two runs on each
    /// (filled in as they are needed; empty when the reference cannot run on that dataset).
    final class PreparedExercise {
        /// The datasets built so far, in the order they are tried.
        private(set) var datasets: [CheckDataset]
        /// What builds the next datasets, in order (generated datasets one at a time, then the
        /// variants): a dataset is built only when an answer gets that far, so a wrong answer
        /// that fails early costs only the datasets before it.
        private var stages: [() -> [CheckDataset]]
        var references: [Int: [ScriptRun]] = [:]
        /// Datasets on which the reference's order is not decided (rows compare as a multiset).
        var unordered: Set<Int> = []
        /// The tables the reference and the answer read or change (lower-cased), nil if unknown.
        let tablesUsed: Set<String>?
        init(datasets: [CheckDataset], stages: [() -> [CheckDataset]], tablesUsed: Set<String>?) {
            self.datasets = datasets
            self.stages = stages.reversed()
            self.tablesUsed = tablesUsed
        }
        /// Dataset `index`, building stages until it exists; nil when there are no more.
        func dataset(_ index: Int) -> CheckDataset? {
            while index >= datasets.count, let stage = stages.popLast() { datasets += stage() }
            return index < datasets.count ? datasets[index] : nil
        }
    }
    /// Prepared exercises by exercise id and constants, the least recently used forgotten first
    /// beyond `preparedLimit` (each holds up to some fifty small in-memory databases).
    private var preparedExercises = BoundedCache<String, PreparedExercise>(capacity: ExerciseChecker.preparedLimit)
    static let preparedLimit = 16

    /// - Throws: `SQLiteError` when SQLite cannot open a database.
    public init(lesson: Lesson, sandbox: Sandbox = Sandbox(), budget: Double = 3.0) throws {
        self.lesson = lesson
        self.states = try LessonStates(lesson: lesson, sandbox: sandbox)
        self.budget = budget
        self.runner = ScriptRunner(sandbox: sandbox)
        self.statementTimeout = sandbox.statementTimeout
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
        if exercise.isLab, let labCheck {
            return labCheck(lesson, exercise, answer, statementTimeout)
        }
        if exercise.isLab {
            // Its answer is C API calls, checked in lab sessions (SQLabLab's LabExerciseChecker,
            // which `sqlab check` uses); this checker runs SQL only.
            var feedback = Feedback(kind: .error)
            feedback.note = Language.en.text(.feedbackLabExercise, exercise.id, exercise.id)
            return ExerciseVerdict(exercise: exercise.id, points: exercise.points, feedback: feedback)
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
        let literals = Literals(reference + "\n" + answer)
        let tablesUsed = DatasetGenerator.tablesUsed(by: reference + ";\n" + answer, on: state.database, sandbox: runner.sandbox)
        var sortDivergences = SortKeys.divergences(reference: reference, answer: answer)
        // A page (LIMIT) of a sorted result: a dataset with more rows through the reference's
        // WHERE than the page holds, in the order of its first key (LIMIT 4 where the lesson's
        // result has 4 rows).
        if !literals.pageSizes.isEmpty, let key = SortKeys.clauses(in: exercise.reference.last?.sql ?? "").last?.first ?? nil, !key.isExpression {
            let page = SortKeys.Divergence(tied: [], first: key, second: key)
            if !sortDivergences.contains(page) { sortDivergences.append(page) }
        }
        // Aggregates a HAVING compares with a constant, in either statement (`AggregateTargets`).
        let aggregateTargets = AggregateTargets(statements: [exercise.reference.last?.sql ?? "", answer],
                                                schema: (try? SchemaModel.read(state.database)) ?? SchemaModel(tables: []))
        let key = exercise.id + "\u{0}" + aggregateTargets.targets.map { "\($0.query)\u{1}\($0.constant)" }.joined(separator: "\u{2}") + "\u{0}" + constants.map { "\($0.column)\u{1}\($0.value.sqlLiteral)" }.joined(separator: "\u{2}")
            + "\u{0}" + literals.numbers.map(\.sqlLiteral).joined(separator: ",") + "\u{0}" + literals.texts.joined(separator: "\u{1}")
            + "\u{0}" + literals.pageSizes.map(String.init).joined(separator: ",") + "\u{0}" + (tablesUsed?.sorted().joined(separator: ",") ?? "*")
            + "\u{0}" + sortDivergences.map(\.description).joined(separator: ";")
        let prepared: PreparedExercise
        if let cached = preparedExercises.value(for: key) {
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
            }
            var stages: [() -> [CheckDataset]] = []
            let generated = DatasetList()
            // Seeded by the exercise's content (its id and reference), not by the lesson's file
            // name: a renamed or moved lesson gets the same datasets, so the same verdicts.
            let seed = ExerciseChecker.datasetSeed(exercise)
            let twins = ExerciseChecker.mayDependOnInsertionOrder(reference)
            let sandbox = runner.sandbox
            // (The patterns not among the constants, found with a set: an IN list of thousands is one pass.)
            let known = Set(constants.map { $0.column + "\u{1}" + $0.value.sqlLiteral })
            let patterns = ConstantFinder.constants(in: reference + "\n" + answer, patterns: true).filter { !known.contains($0.column + "\u{1}" + $0.value.sqlLiteral) }
            if var generator = try? DatasetGenerator(state: state.database, tablesUsed: tablesUsed, literals: literals, sandbox: runner.sandbox,
                                                     seed: seed, comparisons: constants + patterns) {
                generator.sortDivergences = sortDivergences
                generator.sortReference = exercise.reference.last?.sql ?? ""
                generator.sortAnswer = answer
                generator.balancedGroups = ExerciseChecker.hasTopLevelOrderBy(exercise.reference.last?.sql ?? "")
                    && ConstantFinder.tokenize(exercise.reference.last?.sql ?? "").contains(.keyword("GROUP"))
                let stream = generator.stream(twins: twins)
                // One generated dataset a stage (smallest first).
                for _ in 0..<stream.count {
                    stages.append { [unowned self] in
                        self.timed(\.variants) {
                            stream.next().map { made in
                                generated.list.append(made.database)
                                return [CheckDataset(origin: .generated, database: made.database, twin: made.twin)]
                            } ?? []
                        }
                    }
                }
            }
            // Then groups whose aggregate is at, just above and just below each constant a HAVING
            // compares it with, reached on the lesson's data and on generated datasets of 3 rows or more.
            if !aggregateTargets.targets.isEmpty {
                let lessonData = state.database
                stages.append { [unowned self] in
                    self.timed(\.variants) {
                        let larger = generated.list.count > 8 ? Array(generated.list[8...]) : generated.list
                        return aggregateTargets.datasets(bases: [lessonData] + larger.prefix(6), sandbox: sandbox)
                            .map { CheckDataset(origin: .generated, database: $0) }
                    }
                }
            }
            let foreignKeys = state.foreignKeys, database = state.database
            stages.append { [unowned self] in
                self.timed(\.variants) {
                    (try? VariantBuilder(state: database, foreignKeys: foreignKeys, sandbox: sandbox, seed: seed))?.variants(constants: constants) ?? []
                }
            }
            prepared = PreparedExercise(datasets: datasets, stages: stages, tablesUsed: tablesUsed)
            preparedExercises.insert(prepared, for: key)
        }
        // Runs in reverse scan order matter only where the order is compared, or where the
        // statement's rows themselves can depend on the order rows are read in.
        let answerMayDependOnOrder = ExerciseChecker.mayDependOnInsertionOrder(answer)
        let referenceLast = exercise.reference.last?.sql ?? ""
        let tieProbe = ordered ? ExerciseChecker.tieFlipped(answer, reference: referenceLast, onlyWhereTheyDiffer: true) : nil
        let referenceMayDependOnOrder = ExerciseChecker.mayDependOnInsertionOrder(reference)

        var index = -1
        while let dataset = prepared.dataset(index + 1) {
            index += 1
            let referenceRuns = try referenceRuns(prepared, index, reference: reference, state: state, comparison: comparison, ordered: ordered)
            guard referenceRuns.count == 2 else {
                // The reference cannot run on this dataset, so it is not a usable dataset; on the
                // lesson's own data that is a problem of the lesson (lint reports it), and no
                // answer may pass for want of a comparison.
                if dataset.origin == .lesson {
                    var feedback = Feedback(kind: .error, dataset: ExerciseChecker.describe(.lesson))
                    feedback.note = Language.en.text(.feedbackReferenceBroken)
                    return ExerciseVerdict(exercise: exercise.id, points: exercise.points, feedback: feedback)
                }
                continue
            }
            let isQuery = referenceRuns[0].readOnly
            // Where the reference's own order is not determined, rows compare as a multiset.
            let orderDetermined = referenceRuns[0].last?.rows == referenceRuns[1].last?.rows && !prepared.unordered.contains(index)
            // The runs to compare: the answer in normal and in reverse scan order, then, where its
            // ORDER BY is not the reference's, the answer with its ties broken the other way
            // (`tieFlipped`): an order its own ORDER BY allows as much as the one storage gives.
            var passes = zip([false, true], referenceRuns).map { (reverse: $0, ref: $1, flipped: false) }
            // (Not on the lesson's data, which the learner sees: a generated dataset gives a
            // counterexample of a few rows.)
            if tieProbe != nil, isQuery, ordered && orderDetermined, dataset.origin != .lesson { passes.append((reverse: false, ref: referenceRuns[0], flipped: true)) }
            for (reverse, ref, flipped) in passes {
                if reverse && !(ordered && orderDetermined) && !answerMayDependOnOrder && !referenceMayDependOnOrder { continue }
                let sql = flipped ? tieProbe ?? answer : answer
                let run = try timed(\.answer) {
                    try runner.run(sql, on: dataset.database, foreignKeys: state.foreignKeys, reverseScanOrder: reverse, budget: budget,
                                   reusingForReads: true)
                }
                // (The flipped run counts only where it ran and its rows or their order differ.)
                if flipped && (run.failure != nil || run.timedOut) { continue }
                guard var feedback = difference(answer: run, reference: ref, isQuery: isQuery, ordered: ordered && orderDetermined,
                                                comparison: comparison, before: isQuery ? nil : dataset.database) else { continue }
                if flipped && ![.rows, .order].contains(feedback.kind) { continue }
                feedback.dataset = ExerciseChecker.describe(dataset.origin)
                // A run that ran out of time says nothing about row order: no note from it.
                feedback.onlyInReverseScanOrder = reverse && feedback.kind != .timeout ? true : nil
                if dataset.origin != .lesson, feedback.kind != .timeout {
                    let shrunk = timed(\.shrinking) {
                        counterexample(dataset.database, answer: sql, reference: reference, state: state,
                                       reverse: reverse, isQuery: isQuery, ordered: ordered && orderDetermined,
                                       comparison: comparison, budget: budget, tablesUsed: prepared.tablesUsed)
                    }
                    if let (example, database) = shrunk {
                        feedback.counterexample = example
                        let mentioned = Set(Tokenizer.significantTokens(reference + "\n" + answer).compactMap { $0.name?.lowercased() })
                        feedback.dataset = DatasetDescriber(database: database, tablesUsed: prepared.tablesUsed, literals: literals, mentioned: mentioned).describe()
                            ?? feedback.dataset
                        if let shrunkFeedback = difference(answer: (try? runner.run(sql, on: database, foreignKeys: state.foreignKeys, reverseScanOrder: reverse, budget: Budget(seconds: 2))) ?? run,
                                                           reference: (try? runner.run(reference, on: database, foreignKeys: state.foreignKeys, reverseScanOrder: reverse, budget: Budget(seconds: 2))) ?? ref,
                                                           isQuery: isQuery, ordered: ordered && orderDetermined, comparison: comparison, before: database),
                           [.tables, .rows, .order].contains(shrunkFeedback.kind), [.tables, .rows, .order].contains(feedback.kind) {
                            // The differences on the rows shown, not on the whole dataset: the rows
                            // missing or extra, or where the order departs, are the counterexample's.
                            feedback.kind = shrunkFeedback.kind
                            feedback.tables = shrunkFeedback.tables
                            feedback.rowsChanged = shrunkFeedback.rowsChanged
                            feedback.missingRows = shrunkFeedback.missingRows
                            feedback.extraRows = shrunkFeedback.extraRows
                            feedback.firstWrongPosition = shrunkFeedback.firstWrongPosition
                            feedback.expectedColumns = shrunkFeedback.expectedColumns ?? feedback.expectedColumns
                            feedback.actualColumns = shrunkFeedback.actualColumns ?? feedback.actualColumns
                            feedback.duplicatesOnly = shrunkFeedback.duplicatesOnly
                        }
                        // An answer stopped by a limit of the sandbox is explained by that, not by a clause.
                        if budget.remaining > 0.3, !ExerciseChecker.stoppedByALimit(run) {
                            timed(\.shrinking) {
                                diagnose(&feedback, answer: answer, reference: reference, state: state, isQuery: isQuery, ordered: ordered && orderDetermined,
                                         comparison: comparison, checkOn: checkingSets(prepared, failing: index, referenceRuns: referenceRuns),
                                         counterexample: database, budget: budget, tiesFlippedBy: flipped ? referenceLast : nil)
                            }
                        }
                    }
                } else if feedback.kind != .timeout, !ExerciseChecker.stoppedByALimit(run), budget.remaining > 0.3 {
                    timed(\.shrinking) {
                        diagnose(&feedback, answer: answer, reference: reference, state: state, isQuery: isQuery, ordered: ordered && orderDetermined,
                                 comparison: comparison, checkOn: [(dataset.database, referenceRuns)], counterexample: dataset.database, budget: budget,
                                 tiesFlippedBy: flipped ? referenceLast : nil)
                    }
                }
                feedback.finish(ordered: ordered && orderDetermined, tolerance: exercise.tolerance)
                var verdict = ExerciseVerdict(exercise: exercise.id, points: exercise.points, feedback: feedback)
                if exercise.partial || partialCredit { PartialCredit.apply(&verdict, reference: reference) }
                return verdict
            }
        }
        return ExerciseVerdict(exercise: exercise.id, points: exercise.points, feedback: nil)
    }

    /// The reference's two runs on dataset `index` (normal and reverse scan order), cached;
    /// empty when the reference fails there, or when its result depends on the order the
    /// rows were inserted in (then the dataset cannot judge an answer).
    ///
    /// The run in reverse scan order is made only when the exercise compares order or the
    /// reference's rows can depend on the order rows are read in; otherwise the normal run
    /// stands for both (its `ranReversed` is false).
    func referenceRuns(_ prepared: PreparedExercise, _ index: Int, reference: String, state: LessonStates.State, comparison: Comparison,
                       ordered: Bool = true) throws -> [ScriptRun] {
        if let cached = prepared.references[index] { return cached }
        let dataset = prepared.datasets[index]
        var runs: [ScriptRun] = []
        let both = ordered || ExerciseChecker.mayDependOnInsertionOrder(reference)
        for reverse in both ? [false, true] : [false] {
            let ref = try timed(\.reference) {
                try runner.run(reference, on: dataset.database, foreignKeys: state.foreignKeys, reverseScanOrder: reverse, budget: Budget(seconds: 10))
            }
            guard ref.failure == nil, !ref.timedOut else { runs = []; break }
            var made = ref
            made.ranReversed = reverse
            runs.append(made)
        }
        if runs.count == 1 { runs.append(runs[0]) }
        if runs.count == 2, let twin = dataset.twin, ExerciseChecker.mayDependOnInsertionOrder(reference) {
            let other = try timed(\.reference) {
                try runner.run(reference, on: twin, foreignKeys: state.foreignKeys, reverseScanOrder: false, budget: Budget(seconds: 10))
            }
            if other.failure != nil || other.timedOut {
                runs = []
            } else if runs[0].readOnly {
                let a = runs[0].last?.rows ?? [], b = other.last?.rows ?? []
                let (missing, extra) = comparison.multisetDifference(expected: a, actual: b)
                if !missing.isEmpty || !extra.isEmpty { runs = [] } else if comparison.firstDifference(expected: a, actual: b) != nil { prepared.unordered.insert(index) }
            } else if let x = try? DatabaseSnapshot.read(runs[0].connection), let y = try? DatabaseSnapshot.read(other.connection),
                      !comparison.compare(expected: x, actual: y).isEmpty {
                runs = []
            }
        }
        prepared.references[index] = runs
        return runs
    }

    /// Datasets a repaired answer must pass: the lesson's, the failing one, and the first few
    /// others the reference ran on (datasets already used, so their runs are cached).
    func checkingSets(_ prepared: PreparedExercise, failing: Int, referenceRuns: [ScriptRun]) -> [(Connection, [ScriptRun])] {
        var sets = [(prepared.datasets[0].database, prepared.references[0] ?? []), (prepared.datasets[failing].database, referenceRuns)]
        for i in stride(from: 1, to: failing, by: 1) where sets.count < ExerciseChecker.repairDatasets {
            if let runs = prepared.references[i], runs.count == 2 { sets.append((prepared.datasets[i].database, runs)) }
        }
        return sets
    }
    static let repairDatasets = 10

    /// Whether a statement's result (as a multiset, or the database it leaves) can depend on the
    /// order rows were inserted in: only through ORDER BY (rows that tie), LIMIT, group_concat,
    /// a window function, or a bare column in an aggregate query (GROUP BY, or min/max). Others
    /// need no twin run.
    static func mayDependOnInsertionOrder(_ sql: String) -> Bool {
        let words = Set(Tokenizer.significantTokens(sql).compactMap { $0.keyword ?? $0.name?.uppercased() })
        return !words.isDisjoint(with: ["LIMIT", "GROUP_CONCAT", "STRING_AGG", "OVER", "GROUP", "MIN", "MAX", "OFFSET", "ORDER"])
    }

    /// True when the answer failed with a code that says a limit of the sandbox stopped it
    /// (`SQLITE_TOOBIG`, `SQLITE_NOMEM`, `SQLITE_FULL`, `SQLITE_INTERRUPT`, `SQLITE_AUTH`), which no
    /// clause of the reference would mend: such an answer gets no clause hint.
    ///
    /// A statement that SQLite could not even prepare (`SQLITE_ERROR`: a syntax error, a name
    /// that does not exist) gets none either: it never ran, and the explanation of its error
    /// says what to fix.
    static func stoppedByALimit(_ run: ScriptRun) -> Bool {
        guard let code = run.failure?.error.code.primary else { return false }
        return [ResultCode.SQLITE_TOOBIG, .SQLITE_NOMEM, .SQLITE_FULL, .SQLITE_INTERRUPT, .SQLITE_AUTH, .SQLITE_ERROR].contains(code)
    }

    /// Names the clauses to fix and the hint (`ClauseRepair`): the reference's clauses are put
    /// into the answer one stage at a time and checked on `checkOn` (datasets with the
    /// reference's runs) and on the counterexample.
    func diagnose(_ feedback: inout Feedback, answer: String, reference: String, state: LessonStates.State, isQuery: Bool, ordered: Bool,
                  comparison: Comparison, checkOn: [(Connection, [ScriptRun])], counterexample: Connection, budget: Budget,
                  tiesFlippedBy flipReference: String? = nil) {
        // What the result's shape already says, before any substitution: the wrong columns,
        // or the right ones in another order (names from the expected result's header, never
        // the reference's expressions).
        if let shape = ClauseHintWriter.shapeHint(feedback) {
            feedback.clauses = [StatementClauses.Name.select.rawValue]
            (feedback.hint, feedback.hintZh) = shape
            return
        }
        guard let repair = ClauseRepair(answer: answer, reference: reference) else {
            // Statements that do not split into clauses: a compound SELECT (UNION, EXCEPT,
            // INTERSECT), or DROP TABLE where rows were to be deleted.
            if let other = ClauseHintWriter.unsplitHint(answer: answer, reference: reference, feedback: feedback) {
                feedback.clauses = other.clauses.map(\.rawValue)
                (feedback.hint, feedback.hintZh) = (other.en, other.zh)
            }
            return
        }
        var sets = checkOn.filter { $0.1.count == 2 }
        var refsOnExample: [ScriptRun] = []
        for reverse in [false, true] {
            guard let ref = try? runner.run(reference, on: counterexample, foreignKeys: state.foreignKeys, reverseScanOrder: reverse, budget: Budget(seconds: 2)),
                  ref.failure == nil, !ref.timedOut else { break }
            refsOnExample.append(ref)
        }
        if refsOnExample.count == 2 { sets.append((counterexample, refsOnExample)) }
        let candidateBudget = Budget(seconds: min(1.0, max(0.1, budget.remaining / 2)))
        func passes(_ candidate: String) -> Bool {
            // Where the answer failed with its ties broken the other way, so is every repair tried.
            let sql = flipReference.flatMap { ExerciseChecker.tieFlipped(candidate, reference: $0, onlyWhereTheyDiffer: false) } ?? candidate
            for (db, refs) in sets {
                for (reverse, ref) in zip([false, true], refs) {
                    guard !candidateBudget.isExhausted,
                          let run = try? runner.run(sql, on: db, foreignKeys: state.foreignKeys, reverseScanOrder: reverse, budget: candidateBudget),
                          !run.timedOut,
                          difference(answer: run, reference: ref, isQuery: isQuery, ordered: ordered, comparison: comparison) == nil else { return false }
                }
            }
            return true
        }
        let schema = try? SchemaModel.read(counterexample)
        let names = repair.refine(repair.clausesToFix(passes: passes, keys: { schema?.table($0)?.primaryKey }))
        feedback.clauses = names.map(\.rawValue)
        var changed: (Int, Int)?
        if !isQuery, let counts = feedback.rowsChanged, counts.count == 2 { changed = (counts[0], counts[1]) }
        var writer = ClauseHintWriter(repair: repair, counterexample: counterexample,
                                      missing: feedback.missingRows?.count ?? 0, extra: feedback.extraRows?.count ?? 0, changed: changed)
        writer.differingCells = ClauseHintWriter.differingCells(missing: feedback.missingRows ?? [], extra: feedback.extraRows ?? [])
        writer.rounding = feedback.rounding == true || ClauseHintWriter.onlyRounding(missing: feedback.missingRows ?? [], extra: feedback.extraRows ?? [])
        let hint = writer.hint(for: names)
        if !hint.en.isEmpty {
            feedback.hint = hint.en
            feedback.hintZh = hint.zh
        }
    }

    /// Runs `body`, adding the seconds it takes to `counter` when timings are on.
    func timed<T>(_ counter: WritableKeyPath<CheckTimings, Double>, _ body: () throws -> T) rethrows -> T {
        guard timings != nil else { return try body() }
        let start = DispatchTime.now().uptimeNanoseconds
        defer { timings?[keyPath: counter] += Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9 }
        return try body()
    }

    /// The feedback for one comparison, or nil when the answer matches the reference.
    func difference(answer run: ScriptRun, reference: ScriptRun, isQuery: Bool, ordered: Bool, comparison: Comparison,
                    before: Connection? = nil) -> Feedback? {
        if run.timedOut { return Feedback(kind: .timeout) }
        if let (index, error) = run.failure {
            var feedback = Feedback(kind: .error)
            let schema = SQLiteMessage(error.message).needsSchemaNames ? try? SchemaNames.read(from: run.connection, limit: 200) : nil
            feedback.failure = StatementFailure(statement: index + 1, sql: error.sql ?? "", code: error.code.rawValue,
                                                name: error.code.name ?? String(error.code.rawValue), message: error.message, offset: error.offset,
                                                suggestion: Explainer(language: .en).explain(error, schema: schema).suggestion,
                                                line: run.failureLine)
            if let keys = schema?.keyTypes, case .constraintFailed(_, let columns) = SQLiteMessage(error.message),
               let table = columns.first?.split(separator: ".").first.map({ $0.lowercased() }), let type = keys[table] {
                feedback.failure?.keyTypes = [table: type]
            }
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
                if Set(expected.rows.map(Comparison.key)) == Set(actual.rows.map(Comparison.key)) { feedback.duplicatesOnly = true }
                feedback.expectedColumns = expected.columns
                feedback.actualColumns = actual.columns
                feedback.missingRows = missing.map { $0.map(\.cellText) }
                feedback.extraRows = extra.map { $0.map(\.cellText) }
                if let order = ExerciseChecker.columnPermutation(expected: expected, actual: actual, comparison: comparison) {
                    feedback.note = Language.en.text(.feedbackColumnsReordered, expected.columns.joined(separator: ", "), order.joined(separator: ", "))
                }
            case .order(let position):
                feedback = Feedback(kind: .order)
                feedback.firstWrongPosition = position + 1
            }
            // Several queries: only the last one's rows were compared, which is said (a query
            // left above the answer, or one written after it, is a common slip).
            if run.queries > 1 {
                feedback.queries = run.queries
                feedback.lastQueryLine = run.lastQueryLine
            }
            return feedback
        }
        guard let expected = try? DatabaseSnapshot.read(reference.connection),
              let actual = try? DatabaseSnapshot.read(run.connection) else { return Feedback(kind: .error) }
        let differences = comparison.compare(expected: expected, actual: actual)
        guard !differences.isEmpty else { return nil }
        var feedback = Feedback(kind: .tables)
        let original = before.flatMap { try? DatabaseSnapshot.read($0) }
        feedback.tables = differences.map { ExerciseChecker.tableFeedback($0, keys: expected, before: original) }
        feedback.rowsChanged = [run.connection.totalChanges, reference.connection.totalChanges]
        return feedback
    }

    static func tableFeedback(_ difference: TableDifference, keys snapshot: DatabaseSnapshot? = nil, before original: DatabaseSnapshot? = nil) -> TableFeedback {
        switch difference {
        case .missingTable(let t): return TableFeedback(table: t, problem: "missing-table")
        case .extraTable(let t): return TableFeedback(table: t, problem: "extra-table")
        case .columns(let t, let problem):
            // In English (JSON, reports); `FeedbackPresenter.tableDetail` shows it in the
            // learner's language.
            let detail: String
            let en = Language.en
            let untyped = en.text(.tableWithoutType), none = en.text(.tableNoDefault)
            switch problem {
            case .names(let e, let a): detail = en.text(.tableColumnsShouldBe, e.joined(separator: ", "), a.joined(separator: ", "))
            case .type(let c, let e, let a): detail = en.text(.tableColumnType, c, e.isEmpty ? untyped : e, a.isEmpty ? untyped : a)
            case .notNull(let c, let e): detail = en.text(e ? .tableShouldBeNotNull : .tableShouldNotBeNotNull, c)
            case .primaryKey(let c, let e): detail = en.text(e ? .tableShouldBeInPrimaryKey : .tableShouldNotBeInPrimaryKey, c)
            case .defaultValue(let c, let e, let a): detail = en.text(.tableDefault, c, e ?? none, a ?? none)
            }
            return TableFeedback(table: t, problem: "columns", detail: detail)
        case .rows(let t, let columns, var missing, var extra):
            // Rows with the same primary key on both sides are one row changed: cell by cell.
            var changed: [ChangedRow] = []
            let key = snapshot?.tables.first { $0.name == t }?.columns.enumerated().filter { $0.element.primaryKey > 0 }.map(\.offset) ?? []
            if !key.isEmpty {
                var kept: [[Value]] = []
                for row in missing {
                    if let i = extra.firstIndex(where: { other in key.allSatisfy { other[$0] == row[$0] } }) {
                        let other = extra.remove(at: i)
                        let before = original?.tables.first { $0.name == t }?.rows.first { old in key.allSatisfy { old[$0] == row[$0] } }
                        changed.append(ChangedRow(key: key.map { "\(columns[$0]) = \(row[$0].cellText)" },
                                                  cells: columns.indices.filter { row[$0] != other[$0] }.map {
                                                      ChangedRow.Cell(column: columns[$0], before: before?[$0].cellText, expected: row[$0].cellText, actual: other[$0].cellText)
                                                  }))
                    } else {
                        kept.append(row)
                    }
                }
                missing = kept
            }
            var table = TableFeedback(table: t, problem: "rows", columns: columns,
                                      missingRows: missing.map { $0.map(\.cellText) }, extraRows: extra.map { $0.map(\.cellText) })
            if !changed.isEmpty { table.changedRows = changed }
            return table
        }
    }

    /// Shrinks a dataset on which the answer fails to the fewest rows that still show the
    /// mistake, as RATest does: first the tables neither statement reads are emptied, then rows
    /// are deleted one at a time, children before parents (so foreign keys hold), pass after
    /// pass while a deletion keeps answer and reference apart. Returns the shrunk dataset with
    /// both results (only the tables the statements use), and the database itself.
    func counterexample(_ database: Connection, answer: String, reference: String, state: LessonStates.State, reverse: Bool,
                        isQuery: Bool, ordered: Bool, comparison: Comparison, budget: Budget,
                        tablesUsed: Set<String>?) -> (Counterexample, Connection)? {
        guard var current = try? runner.sandbox.open().connection, (try? database.copy(into: current)) != nil else { return nil }
        func differs(_ db: Connection) -> Bool {
            guard let ref = try? runner.run(reference, on: db, foreignKeys: state.foreignKeys, reverseScanOrder: reverse, budget: Budget(seconds: 5)),
                  ref.failure == nil, !ref.timedOut,
                  let run = try? runner.run(answer, on: db, foreignKeys: state.foreignKeys, reverseScanOrder: reverse, budget: budget) else { return false }
            if run.timedOut { return false }
            return difference(answer: run, reference: ref, isQuery: isQuery, ordered: ordered, comparison: comparison) != nil
        }
        func attempt(_ change: String) -> Bool {
            guard let candidate = try? runner.sandbox.open().connection, (try? current.copy(into: candidate)) != nil else { return false }
            guard (try? candidate.setTriggersEnabled(false)) != nil else { return false }
            guard (try? candidate.execute(change)) != nil else { return false }
            if state.foreignKeys, let violations = try? candidate.rows("PRAGMA foreign_key_check"), !violations.isEmpty { return false }
            if differs(candidate) { current = candidate; return true }
            return false
        }
        let schema = try? SchemaModel.read(current)
        let ordered = schema?.tables ?? []
        // Tables nobody reads: emptied at once (children first).
        if let used = tablesUsed {
            let unused = ordered.reversed().filter { !used.contains($0.name.lowercased()) }
            let nonEmpty = unused.filter { ((try? current.scalar("SELECT count(*) FROM main.\($0.quoted)")) ?? .integer(0)) != .integer(0) }
            if !nonEmpty.isEmpty {
                _ = attempt(nonEmpty.map { "DELETE FROM main.\($0.quoted);" }.joined())
            }
        }
        var attempts = 0
        var progress = true
        while progress && attempts < ExerciseChecker.shrinkAttempts && budget.remaining > 0.5 {
            progress = false
            for table in ordered.reversed() {
                // Each row by its rowid, or by its primary key in a WITHOUT ROWID table.
                let key = table.withoutRowid ? table.primaryKey : ["rowid"]
                guard !key.isEmpty, let rows = try? current.rows("SELECT \(key.map { $0 == "rowid" ? "rowid" : VariantBuilder.quote($0) }.joined(separator: ", ")) FROM main.\(table.quoted)") else { continue }
                // Halves first when there are many rows, then one row at a time.
                if rows.count > 6 {
                    let half = rows.prefix(rows.count / 2)
                    attempts += 1
                    if attempt(half.map { deleteRow(table, key, $0) }.joined()) { progress = true; continue }
                }
                for row in rows {
                    guard attempts < ExerciseChecker.shrinkAttempts, budget.remaining > 0.5 else { break }
                    attempts += 1
                    if attempt(deleteRow(table, key, row)) { progress = true }
                }
            }
        }
        var example = Counterexample(tables: [])
        let shown = (try? DatabaseSnapshot.read(current))?.tables ?? []
        for table in shown where tablesUsed.map({ $0.contains(table.name.lowercased()) }) ?? true {
            example.tables.append(Counterexample.Table(name: table.name, columns: table.columns.map(\.name), rows: table.rows.map { $0.map(\.cellText) }))
        }
        if isQuery,
           let ref = try? runner.run(reference, on: current, foreignKeys: state.foreignKeys, reverseScanOrder: reverse, budget: Budget(seconds: 5)),
           let run = try? runner.run(answer, on: current, foreignKeys: state.foreignKeys, reverseScanOrder: reverse, budget: Budget(seconds: 5)) {
            if let e = ref.last { example.expected = Counterexample.Table(name: "expected", columns: e.columns, rows: e.rows.map { $0.map(\.cellText) }) }
            if let a = run.last, run.failure == nil { example.actual = Counterexample.Table(name: "yours", columns: a.columns, rows: a.rows.map { $0.map(\.cellText) }) }
        }
        return (example, current)
    }

    /// Deletes one row; in a table that references itself (a teacher's mentor, a customer's
    /// referrer), the rows that name it through a nullable key name nobody first, so that a row
    /// others name can go too (else no shrinking step could delete it, and counterexamples of a
    /// self-referencing table kept 20 rows).
    private func deleteRow(_ table: SchemaModel.Table, _ key: [String], _ row: [Value]) -> String {
        let condition = zip(key, row).map { name, value in
            (name == "rowid" ? "rowid" : VariantBuilder.quote(name)) + (value == .null ? " IS NULL" : " = " + value.sqlLiteral)
        }.joined(separator: " AND ")
        var sql = ""
        for fk in table.foreignKeys where fk.parent.lowercased() == table.name.lowercased() && fk.from.count == 1 && fk.to.count == 1
            && !(table.columns.first { $0.name == fk.from[0] }?.notNull ?? true) {
            let from = VariantBuilder.quote(fk.from[0]), to = VariantBuilder.quote(fk.to[0])
            sql += "UPDATE main.\(table.quoted) SET \(from) = NULL WHERE \(from) = (SELECT \(to) FROM main.\(table.quoted) WHERE \(condition));"
        }
        return sql + "DELETE FROM main.\(table.quoted) WHERE \(condition);"
    }

    /// What a feedback level that names no dataset (`grade --feedback summary`) says of one
    /// that is not the lesson's data, so rows shown from it do not read as the lesson's.
    public static let anotherDataset = Language.en.text(.datasetAnother)
    /// How `Feedback.dataset` names the lesson's own data.
    public static let lessonData = Language.en.text(.datasetLessonData)

    static func describe(_ origin: CheckDataset.Origin) -> String {
        switch origin {
        case .lesson: return lessonData
        case .authored(let location): return Language.en.text(.datasetAtLine, location.line)
        case .variant(let text): return Language.en.text(.datasetVariant, text)
        case .generated: return Language.en.text(.datasetGenerated)
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

    /// The statement `sql` (one SELECT with an ORDER BY) with the reference's sort keys
    /// appended to its ORDER BY, each the other way round (ASC for DESC and back), in its
    /// aliases (`ClauseRepair`); nil when either does not split into clauses, `sql` has no ORDER
    /// BY or the reference none, or (with `onlyWhereTheyDiffer`) the two ORDER BY clauses are
    /// the same.
    ///
    /// The keys appended only order rows that tie on all of `sql`'s own keys, so the result is
    /// one of the orders `sql`'s ORDER BY allows: where it differs from the reference's result
    /// (whose order is determined), `sql` leaves ties the exercise breaks, and was right only by
    /// the order storage happened to return them in (a missing tie-breaker on a table stored in
    /// the tie-breaker's order, or grouped by it).
    static func tieFlipped(_ sql: String, reference: String, onlyWhereTheyDiffer: Bool) -> String? {
        guard var answer = StatementClauses.split(sql), answer.kind == .select, let own = answer.clauses[.orderBy],
              let repair = ClauseRepair(answer: sql, reference: reference), let theirs = repair.referenceClause(.orderBy) else { return nil }
        if onlyWhereTheyDiffer, StatementClauses.normalized(own) == StatementClauses.normalized(theirs) { return nil }
        var terms: [String] = []
        var depth = 0, current: [String] = []
        func close() {
            var words = current
            current = []
            guard !words.isEmpty else { return }
            // NULLS FIRST|LAST stays as written; the direction is turned.
            var nulls: [String] = []
            if words.count >= 2, words[words.count - 2].uppercased() == "NULLS" { nulls = Array(words.suffix(2)); words.removeLast(2) }
            var descending = false
            if let last = words.last?.uppercased(), last == "ASC" || last == "DESC" { descending = last == "DESC"; words.removeLast() }
            guard !words.isEmpty else { return }
            terms.append((words + [descending ? "ASC" : "DESC"] + nulls).joined(separator: " "))
        }
        for token in ClauseLexer.tokens(theirs) {
            if token.text == "(" { depth += 1 } else if token.text == ")" { depth -= 1 }
            if depth == 0 && token.text == "," { close() } else { current.append(token.text) }
        }
        close()
        guard !terms.isEmpty else { return nil }
        answer.clauses[.orderBy] = own + ", " + terms.joined(separator: ", ")
        return answer.sql
    }

    /// The seed of an exercise's generated datasets and shuffled variants: a 64-bit FNV-1a
    /// hash of its id and its reference's SQL (`SeededGenerator.seed`), so that it depends on
    /// what the exercise asks, never on the name or place of the lesson's file.
    static func datasetSeed(_ exercise: Exercise) -> UInt64 {
        SeededGenerator.seed(exercise.id + "\u{0}" + exercise.reference.map(\.sql).joined(separator: "\n"))
    }

    public static func isBlank(_ sql: String) -> Bool {
        ConstantFinder.tokenize(sql).allSatisfy { $0 == .symbol(";") }
    }
}

/// The generated datasets made so far for one exercise, in order: the bases later stages
/// (`AggregateTargets`) derive datasets from.
final class DatasetList {
    var list: [Connection] = []
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
