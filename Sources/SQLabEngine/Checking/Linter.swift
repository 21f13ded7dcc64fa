import Foundation
import SQLabSQLite
import SQLabText
import SQLabSQL
import SQLabLessons

/// Validates lessons (`sqlab lint`): the file parses; every step behaves as marked; every
/// reference solution runs on the state before its exercise; every expected table equals the
/// reference's result cell by cell; every dataset runs on that state and respects the schema;
/// an `order=exact` reference determines its order on the lesson's data; an English edition's
/// prompts, references and hints need no CJK input (`typingProblems`); and the Chinese edition
/// (`zh/ID.md` beside a lesson) has exercises that mean the same (`compareEditions`).
public struct Linter {
    public let sandbox: Sandbox
    /// Each lesson's budget for all its SQL (`LessonBudget`), by path: one for the whole
    /// command, shared by its own lint and the comparison of its editions.
    private let budgets = Budgets()

    final class Budgets {
        var byPath: [String: LessonBudget] = [:]
    }

    public init(sandbox: Sandbox = Sandbox()) { self.sandbox = sandbox }

    /// The sandbox for the SQL of the lesson at `path`: charging that lesson's budget.
    func budgeted(for path: String) -> Sandbox {
        var budgeted = sandbox
        if budgeted.lessonBudget == nil {
            if budgets.byPath[path] == nil { budgets.byPath[path] = LessonBudget(timeout: sandbox.statementTimeout) }
            budgeted.lessonBudget = budgets.byPath[path]
        }
        return budgeted
    }

    /// Every problem in the lesson at `path`, in file order; empty when it is clean.
    public func lint(path: String) -> [Diagnostic] {
        let lesson: Lesson
        do {
            lesson = try LessonParser.parse(contentsOf: path)
        } catch let error as LessonError {
            return error.diagnostics
        } catch {
            return [Diagnostic(at: SourceLocation(file: path, line: 1), "\(error)")]
        }
        return lint(lesson)
    }

    public func lint(_ lesson: Lesson) -> [Diagnostic] {
        var problems: [Diagnostic] = Linter.emptiness(of: lesson)
        let states: LessonStates
        let sandbox = budgeted(for: lesson.path)
        do {
            states = try LessonStates(lesson: lesson, sandbox: sandbox)
        } catch let spent as LessonBudgetSpent {
            return [spent.diagnostic]
        } catch {
            return [Diagnostic(at: SourceLocation(file: lesson.path, line: 1), .lintCannotOpenDatabase, "\(error)")]
        }
        problems += states.diagnostics
        if Linter.edition(ofPath: lesson.path) == .en { problems += typingProblems(in: lesson) }
        let explainer = Explainer(language: .en)
        for outcome in states.misbehaving {
            problems.append(Diagnostic(at: outcome.step.location, Linter.describe(outcome, explainer)))
        }
        let runner = ScriptRunner(sandbox: sandbox)
        for exercise in lesson.exercises where !exercise.isLab {
            // Lab exercises are linted by SQLabLab (LabLessonRun.lint).
            guard let state = states.state(before: exercise.id) else { continue }
            do {
                problems += try lint(exercise, state: state, runner: runner)
            } catch let spent as LessonBudgetSpent {
                // The lesson's SQL ran out of its budget: what is left is not linted.
                problems.append(spent.diagnostic)
                break
            } catch {}
        }
        return problems.sorted { $0.location < $1.location }
    }

    /// `lint.no-steps`, an error at the lesson's first line (its title, where there is one),
    /// when the lesson has no `sql` block, no `c lab` block and no exercise: `run` would show
    /// only its prose and `check` would have nothing to check, which is a misspelt info string
    /// (```` ```SQL ````) or an unfinished lesson.
    static func emptiness(of lesson: Lesson) -> [Diagnostic] {
        let runnable = lesson.blocks.contains { block in
            if case .prose = block { return false }
            return true
        }
        guard !runnable else { return [] }
        let line = lesson.blocks.lazy.compactMap { block -> Int? in
            if case .prose(let prose, let line) = block, case .heading = prose { return line }
            return nil
        }.first ?? 1
        return [Diagnostic(at: SourceLocation(file: lesson.path, line: line), .lintNoSteps)]
    }

    /// What a step that did not behave as marked did, as a catalogue text (`lint.step-*`).
    static func describe(_ outcome: StepOutcome, _ explainer: Explainer) -> LocalizedText {
        switch (outcome.verdict, outcome.result) {
        case (.unexpectedFailure, .failed(let error, _)):
            return LocalizedText(.lintStepFailed, error.code.description, error.message, error.code.name ?? String(error.code.rawValue))
        case (.wrongCode, .failed(let error, _)):
            return LocalizedText(.lintStepWrongCode, error.code.description, outcome.step.expect?.description ?? "")
        case (.unexpectedSuccess, _):
            return LocalizedText(.lintStepSucceeded, outcome.step.expect?.name ?? "")
        default:
            return LocalizedText(.runMisbehaved)
        }
    }

    /// - Throws: `LessonBudgetSpent` where the lesson's budget ran out (a reference or dataset).
    private func lint(_ exercise: Exercise, state: LessonStates.State, runner: ScriptRunner) throws -> [Diagnostic] {
        var problems: [Diagnostic] = []
        let at = exercise.location
        let reference = exercise.reference.map(\.sql).joined(separator: "\n")
        let budget = runner.sandbox.lessonBudget
        func spent(at location: SourceLocation) throws {
            if let budget, budget.isSpent { throw LessonBudgetSpent(at: location, budget: budget) }
        }
        func run(_ db: Connection, reverse: Bool = false) throws -> ScriptRun? {
            let run = try? runner.run(reference, on: db, foreignKeys: state.foreignKeys, reverseScanOrder: reverse, budget: Budget(seconds: 10))
            let failed = run?.failure?.index
            try spent(at: failed.flatMap { exercise.reference.indices.contains($0) ? exercise.reference[$0].location : nil } ?? at)
            return run
        }
        guard let result = try run(state.database) else { return [Diagnostic(at: at, .lintCannotCopyState)] }
        if let (index, error) = result.failure {
            let location = exercise.reference.indices.contains(index) ? exercise.reference[index].location : at
            return [Diagnostic(at: location, .lintReferenceFails, exercise.id, error.code.description, error.message)]
        }
        if result.timedOut { return [Diagnostic(at: at, .lintReferenceTimeout, exercise.id)] }
        let isQuery = result.readOnly

        if isQuery {
            let rows = result.last ?? QueryResult(columns: [], rows: [])
            if let table = exercise.expected {
                problems += compare(table, with: rows)
            } else {
                problems.append(Diagnostic(.warning, at: at, .lintNoExpectedTable, exercise.id))
            }
            let ordered = exercise.order.map { $0 == .exact } ?? ExerciseChecker.hasTopLevelOrderBy(exercise.reference.last?.sql ?? "")
            if ordered {
                var others: [(TextKey, Connection, Bool)] = [(.lintOrderPragma, state.database, true)]
                if let builder = try? VariantBuilder(state: state.database, foreignKeys: state.foreignKeys, sandbox: sandbox, seed: 1) {
                    for variant in builder.variants(constants: []) {
                        guard case .variant(let text) = variant.origin,
                              let how = Linter.orderVariants[text] else { continue }
                        others.append((how, variant.database, false))
                    }
                }
                for (how, db, reverse) in others {
                    if let other = try run(db, reverse: reverse), other.failure == nil, other.last?.rows != rows.rows {
                        problems.append(Diagnostic(at: at, .lintOrderUndecided, exercise.id, how, Linter.tieBreakerExample(exercise.reference.last?.sql ?? "", on: state.database)))
                        break
                    }
                }
            }
        } else if exercise.expected != nil {
            problems.append(Diagnostic(.warning, at: exercise.expected!.location, .lintChangesDatabase, exercise.id))
        }

        for dataset in exercise.datasets {
            // The dataset is the lesson's SQL: it runs in the sandbox, under the statement deadline.
            guard let db = try? sandbox.open(), (try? state.database.copy(into: db.connection)) != nil else { continue }
            if state.foreignKeys { try? db.hostExecute("PRAGMA foreign_keys = ON") }
            do {
                try db.execute(dataset.sql)
                try spent(at: dataset.location)
            } catch let error as SQLiteError {
                try spent(at: dataset.location)
                if error.code.primary == .SQLITE_INTERRUPT {
                    problems.append(Diagnostic(at: dataset.location, .lintDatasetTimeout, "\(sandbox.statementTimeout)"))
                } else {
                    problems.append(Diagnostic(at: dataset.location, .lintDatasetSchema, error.code.description, error.message))
                }
                continue
            } catch {}
            if let other = try run(db.connection), let (_, error) = other.failure {
                problems.append(Diagnostic(at: dataset.location, .lintReferenceFailsOnDataset, exercise.id, error.code.description, error.message))
            }
        }
        return problems
    }

    /// Compares an expected-result table, cell by cell on its source text, with the rows the
    /// reference returns.
    private func compare(_ table: ExpectedTable, with result: QueryResult) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        if table.columns.count != result.columns.count {
            return [Diagnostic(at: table.location, .lintTableColumns, table.columns.count, result.columns.count, result.columns.joined(separator: ", "))]
        }
        for (written, actual) in zip(table.columns, result.columns) where written != actual {
            problems.append(Diagnostic(at: table.location, .lintTableColumnName, written, actual))
        }
        if table.rows.count != result.rows.count {
            problems.append(Diagnostic(at: table.location, .lintTableRows, table.rows.count, result.rows.count))
        }
        for (i, (written, actual)) in zip(table.rows, result.rows).enumerated() {
            let cells = actual.map(\.cellText)
            if written != cells {
                let line = table.location.line + 2 + i
                problems.append(Diagnostic(at: SourceLocation(file: table.location.file, line: line), .lintTableRow,
                                           i + 1, written.joined(separator: " | "), cells.joined(separator: " | ")))
            }
        }
        return problems
    }

    /// The variants that read rows in another order, and how the lint message names each.
    static let orderVariants: [String: TextKey] = [Language.en.text(.variantTies): .lintOrderTies,
                                                   Language.en.text(.variantTiesDescending): .lintOrderTies,
                                                   Language.en.text(.variantReverseOrder): .lintOrderReverseInsert,
                                                   Language.en.text(.variantKeyColumnsReversed): .lintOrderKeyColumns]

    /// An ORDER BY that decides the order: the reference's own keys followed by the primary key
    /// of the first table it reads (`ORDER BY age, Stu_ID`); a general phrase when either is
    /// unknown.
    static func tieBreakerExample(_ reference: String, on db: Connection) -> LocalizedText.Argument {
        guard let clauses = StatementClauses.split(reference), let orderBy = clauses.clauses[.orderBy],
              let from = clauses.clauses[.from], let first = StatementClauses.tables(inFrom: from).first else {
            return .text(LocalizedText(.lintTieBreakerGeneral))
        }
        let key = ((try? db.rows("SELECT name FROM pragma_table_info(?) WHERE pk > 0 ORDER BY pk", [.text(first.table)])) ?? []).compactMap { row -> String? in
            if case .text(let name) = row[0] { return name }
            return nil
        }
        let name = key.isEmpty ? "rowid" : key.joined(separator: ", ")
        let qualifier = first.alias.lowercased() == first.table.lowercased() ? "" : first.alias + "."
        return .plain("ORDER BY \(orderBy), \(key.isEmpty ? name : key.map { qualifier + $0 }.joined(separator: ", "))")
    }
}
