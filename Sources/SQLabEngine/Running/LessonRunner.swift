import Foundation
import SQLabSQLite
import SQLabText
import SQLabSQL
import SQLabLessons

/// One thing `sqlab run` shows, in lesson order.
public enum RunItem {
    case prose(ProseBlock)
    case step(PlannedStep)
    case exercise(Exercise)
    /// A line of a `c lab` block: `run` makes its calls in the lesson's lab session (SQLabLab);
    /// the runner's SQL database is not involved.
    case lab(LabStep)
}

/// One line of a `c lab` block, numbered among the shown steps.
public struct LabStep: Sendable {
    public let number: Int
    public let line: LabLineSource
    public let expect: ResultCode?
    /// True for the first line of its block (`run` shows one header per block).
    public let isFirstInBlock: Bool
    public var location: SourceLocation { line.location }

    public init(number: Int, line: LabLineSource, expect: ResultCode?, isFirstInBlock: Bool = true) {
        self.number = number
        self.line = line
        self.expect = expect
        self.isFirstInBlock = isFirstInBlock
    }
}

/// One step: a statement, or one `-- params:` line of a statement (prepare once; bind, step,
/// reset for each line; finalize after the last).
public struct PlannedStep {
    /// 1-based number among the shown steps; nil for setup steps (run, not shown).
    public let number: Int?
    public let statement: SQLStatementSource
    /// Index into `statement.parameterSets`, when the step binds a params line.
    public let parameterSet: Int?
    public let expect: ResultCode?
    /// Where the step is: its params line, or the statement.
    public var location: SourceLocation {
        parameterSet.map { statement.parameterSets[$0].location } ?? statement.location
    }
    /// The values this step binds, if any.
    public var parameters: [Value]? { parameterSet.map { statement.parameterSets[$0].values } }
    /// True for a statement the learner typed (the REPL) rather than a lesson's step: nothing
    /// is expected of it, and parameters it leaves unbound are NULL, as the C API leaves them.
    public internal(set) var isTyped = false
    public var isSetup: Bool { number == nil && !isTyped }
}

/// The rows one statement changed in one table, as the pre-update hook saw them.
public struct TableChanges {
    public let table: String
    public let columns: [String]
    /// Up to `LessonRunner.changedRowLimit` changes, in the order they happened.
    public let changes: [RowChange]
    /// How many rows of this table changed in all.
    public let total: Int
}

/// What one step did.
public enum StepResult {
    /// A query: its columns, the first rows (up to the display limit), and how many rows it
    /// returned in all (`countCapped`: it returned more, and counting stopped).
    case rows(columns: [String], rows: [[Value]], total: Int, countCapped: Bool)
    /// INSERT, UPDATE or DELETE: `sqlite3_changes64`, and the rows changed per table
    /// (including those changed by triggers and foreign-key actions).
    case changed(count: Int, tables: [TableChanges])
    /// Any other statement that succeeded (CREATE, DROP, BEGIN, …).
    case done
    case failed(SQLiteError, ErrorExplanation)
}

/// Whether a step behaved as its block marks it.
public enum StepVerdict: Equatable {
    case asMarked
    /// No `expect=`, but it failed.
    case unexpectedFailure
    /// `expect=CODE`, but it succeeded.
    case unexpectedSuccess
    /// `expect=CODE`, but it failed with another code.
    case wrongCode
    /// A statement the learner typed (the REPL): nothing was expected of it, so whether it
    /// succeeded or failed is its whole outcome.
    case notMarked
}

public struct StepOutcome {
    public let step: PlannedStep
    public let result: StepResult
    public let verdict: StepVerdict
    /// The C API calls made, when tracing: `sqlite3_step(stmt) → 101 SQLITE_DONE`.
    public let trace: [String]
    /// What the statement did that a beginner very likely did not mean, for a step that succeeded.
    public var notes: [PitfallNote] = []

    public init(step: PlannedStep, result: StepResult, verdict: StepVerdict, trace: [String], notes: [PitfallNote] = []) {
        self.step = step
        self.result = result
        self.verdict = verdict
        self.trace = trace
        self.notes = notes
    }
}

/// The database a step ran on, as `Pitfall.find` asks about it: declared types through
/// `PRAGMA table_info` (remembered per table until the schema may change), and small read-only
/// queries.
final class ConnectionPitfallContext: PitfallContext {
    let connection: Connection
    /// Table (lower case) → column (lower case) → declared type.
    private var types: [String: [String: String]] = [:]

    init(connection: Connection) { self.connection = connection }

    /// Called before each query this context makes (`run` begins the notes' deadline there).
    var beforeQuery: (() -> Void)?

    /// Facts that depend on the schema alone (`schemaFact`), by their key.
    private var schemaFacts: [String: Bool] = [:]

    /// Forgets the declared types and schema facts (after a statement that may change the schema).
    func forget() { types = [:]; schemaFacts = [:] }

    func declaredType(table: String, column: String) -> String? {
        // `Pitfall.lower` is `lowercased()` without Unicode's tables for ASCII names: this is
        // asked for the column beside every comparison of every step.
        let key = Pitfall.lower(table)
        if types[key] == nil {
            beforeQuery?()
            var columns: [String: String] = [:]
            for row in (try? connection.rows("SELECT name, type FROM pragma_table_info(?)", [.text(table)])) ?? [] where row.count == 2 {
                if case .text(let name) = row[0] {
                    if case .text(let type) = row[1] { columns[name.lowercased()] = type } else { columns[name.lowercased()] = "" }
                }
            }
            types[key] = columns
        }
        return types[key]?[Pitfall.lower(column)]
    }
    func tables(havingColumn column: String) -> [String] {
        beforeQuery?()
        guard let rows = try? connection.rows("SELECT m.name FROM sqlite_schema AS m, pragma_table_info(m.name) AS c WHERE m.type = 'table' AND c.name = ? COLLATE NOCASE", [.text(column)]) else { return [] }
        return rows.compactMap { if case .text(let n) = $0.first { return n }; return nil }
    }
    func value(_ sql: String) -> Value? {
        beforeQuery?()
        return (try? connection.scalar(sql)) ?? nil
    }
    func schemaFact(_ key: String, _ fact: () -> Bool?) -> Bool? {
        if let known = schemaFacts[key] { return known }
        let answer = fact()
        if let answer { schemaFacts[key] = answer }
        return answer
    }
}

/// A lesson's own SQL ran out of the budget for all of it in one command (`LessonBudget`):
/// the lesson cannot be run through, so `run` and `check` stop with status 2, and `lint`
/// reports it as the lesson's error, at the step, dataset or reference where it ran out.
public struct LessonBudgetSpent: Error, CustomStringConvertible {
    /// Where the lesson ran out, with the catalogue's message (`run.lesson-budget-spent`), shown
    /// in the reader's language by `Diagnostic.description(in:)`.
    public let diagnostic: Diagnostic

    public init(at location: SourceLocation, budget: LessonBudget) {
        func format(_ seconds: Double) -> String { seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds) }
        diagnostic = Diagnostic(at: location, .lessonBudgetSpent, format(budget.seconds), format(budget.cpuSeconds))
    }

    public var description: String { diagnostic.description }
}

/// Runs a lesson's steps in a fresh sandboxed in-memory database, one at a time.
///
/// `plan` lists what to show; `execute` runs one step and reports what it did. A step whose
/// lesson text is wrong (a params line whose count does not match the statement's parameters)
/// throws a `Diagnostic`: that is an error in the lesson, not in the learner's SQL.
public final class LessonRunner {
    /// Rows of a result shown at most; the rest are counted.
    public static let displayRowLimit = 100
    /// Bytes of shown rows kept at most; the rest are counted.
    public static let displayByteLimit = 8 << 20
    /// Rows counted at most before counting stops.
    public static let countRowLimit = 100_000
    /// Tables looked at, at most, for "did you mean".
    static let suggestionTableLimit = 200
    /// Changed rows kept per table and statement.
    public static let changedRowLimit = 20

    public let lesson: Lesson
    public let sandboxed: SandboxedConnection
    public let explainer: Explainer
    public var connection: Connection { sandboxed.connection }
    /// The C calls traced since the current step began.
    private let log = TraceLog()
    /// The rows the current step changed, as the pre-update hook (installed once) saw them.
    private let recorder = ChangeRecorder()
    /// What the last statement prepared does, as SQLite said (`StatementKind`).
    private var lastKind: StatementKind = []
    /// The C calls that opened and configured the connection, in order, when the runner was
    /// made tracing (`--trace` prints them before the first step).
    public private(set) var setupTrace: [String] = []
    /// Whether the C API calls of each step are collected into its outcome (`--trace`, the
    /// REPL's `.trace on`).
    public var isTracing: Bool {
        didSet { installTracer() }
    }
    /// The prepared statement of a statement with params lines, kept across its steps.
    private var prepared: (source: SourceLocation, statement: Statement)?
    private var schemaCache: SchemaNames?
    /// Each table's columns, read once until a statement that may change the schema succeeds.
    private var columnCache: [String: [ColumnInfo]] = [:]

    /// A table column as the change display needs it.
    struct ColumnInfo {
        let name: String
        /// True when the declared type has REAL affinity.
        let isReal: Bool
    }

    /// - Throws: `SQLiteError` when SQLite cannot open the database.
    public init(lesson: Lesson, sandbox: Sandbox, explainer: Explainer, trace: Bool = false) throws {
        self.lesson = lesson
        let log = self.log
        self.sandboxed = try sandbox.open(tracer: trace ? { log.lines.append($0) } : nil)
        self.explainer = explainer
        self.isTracing = trace
        installTracer()
        let recorder = self.recorder
        connection.setPreupdateHook { recorder.record($0) }
        setupTrace = log.lines
        log.lines = []
    }

    private func installTracer() {
        let log = self.log
        connection.tracer = isTracing ? { log.lines.append($0) } : nil
    }

    /// Closes the connection now (`sqlite3_close_v2`) and returns the traced call, when tracing.
    public func close() -> [String] {
        log.lines = []
        connection.close()
        return log.lines
    }

    /// What `run` shows, in order: prose, steps (setup steps unnumbered), exercises.
    public var plan: [RunItem] {
        var items: [RunItem] = []
        var number = 0
        for block in lesson.blocks {
            switch block {
            case .prose(let prose, _): items.append(.prose(prose))
            case .exercise(let exercise): items.append(.exercise(exercise))
            case .lab(let lab):
                for (index, line) in lab.lines.enumerated() {
                    number += 1
                    items.append(.lab(LabStep(number: number, line: line, expect: lab.expect, isFirstInBlock: index == 0)))
                }
            case .sql(let sql):
                for statement in sql.statements {
                    let sets = statement.parameterSets.isEmpty ? [nil] : statement.parameterSets.indices.map { Optional($0) }
                    for set in sets {
                        var shown: Int?
                        if sql.kind == .steps { number += 1; shown = number }
                        items.append(.step(PlannedStep(number: shown, statement: statement, parameterSet: set, expect: sql.expect)))
                    }
                }
            }
        }
        return items
    }

    /// Runs the lesson's steps, shown and setup, in order, up to the exercise `exerciseID`
    /// (every step when nil or when the lesson has no such exercise): the state the checker
    /// runs answers to that exercise on, and the state the REPL starts in.
    ///
    /// - Returns: the steps that did not behave as marked (`lint` reports them).
    /// - Throws: `Diagnostic` for an error in the lesson itself (parameter counts).
    @discardableResult
    public func runSteps(before exerciseID: String?) throws -> [StepOutcome] {
        var misbehaving: [StepOutcome] = []
        for item in plan {
            switch item {
            case .exercise(let exercise) where exercise.id == exerciseID: return misbehaving
            case .step(let step):
                let outcome = try execute(step)
                if outcome.verdict != .asMarked { misbehaving.append(outcome) }
            default: break
            }
        }
        return misbehaving
    }

    /// Runs one statement the learner typed (the REPL) exactly as `execute(_:)` runs a step, so
    /// that it is shown the same way: rows, changed rows, or the decoded failure. Parameters it
    /// leaves unbound are NULL; its verdict is `.notMarked`.
    ///
    /// - Parameters:
    ///   - sql: one statement (the REPL splits what is typed with `sqlite3_complete`).
    ///   - location: where it was typed, e.g. `<stdin>` and the line it started on.
    /// - Throws: `Diagnostic` when the text holds a NUL byte or invalid UTF-8.
    public func execute(typed sql: String, at location: SourceLocation) throws -> StepOutcome {
        let source = SQLStatementSource(sql: sql, location: location, parameterSets: [])
        return try execute(PlannedStep(number: nil, statement: source, parameterSet: nil, expect: nil, isTyped: true))
    }

    /// Runs one step under the statement deadline.
    ///
    /// - Throws: `Diagnostic` for an error in the lesson itself (parameter counts);
    ///   `LessonBudgetSpent` at a lesson's step once the lesson's budget for all its SQL
    ///   (`Sandbox.lessonBudget`) has run out, before or while the step runs.
    public func execute(_ step: PlannedStep) throws -> StepOutcome {
        log.lines = []
        recorder.reset()
        lastKind = []
        let budget = step.isTyped ? nil : sandboxed.lessonBudget
        if let budget, budget.isSpent { throw LessonBudgetSpent(at: step.location, budget: budget) }
        let result: StepResult
        do {
            result = try sandboxed.withDeadline { try run(step) }
        } catch let error as SQLiteError {
            if let budget, sandboxed.stop == .lessonBudget {
                prepared = nil
                throw LessonBudgetSpent(at: step.location, budget: budget)
            }
            if step.parameterSet == nil || step.parameterSet == step.statement.parameterSets.count - 1 { prepared = nil }
            let timeout = sandboxed.deadlineExpired ? sandboxed.timeout : nil
            let schema = SQLiteMessage(error.message).needsSchemaNames ? try? cachedSchemaNames() : nil
            let explanation = explainer.explain(error, schema: schema, timeout: timeout)
            let outcome = StepOutcome(step: step, result: .failed(error, explanation),
                                      verdict: step.isTyped ? .notMarked : verdict(step.expect, failedWith: error.code), trace: log.lines)
            return outcome
        }
        if lastKind.mayChangeSchema {
            schemaCache = nil
            columnCache = [:]
            pitfallContext.forget()
        }
        var final = result
        if case .changed(let count, _) = result {
            final = .changed(count: count, tables: group(recorder.changes, counts: recorder.counts))
        } else if case .done = result, !recorder.changes.isEmpty {
            final = .changed(count: connection.changes, tables: group(recorder.changes, counts: recorder.counts))
        }
        let verdict: StepVerdict = step.isTyped ? .notMarked : step.expect == nil ? .asMarked : .unexpectedSuccess
        return StepOutcome(step: step, result: final, verdict: verdict, trace: log.lines, notes: notes(step, recorder.changes, final))
    }

    /// The pitfalls of a step that succeeded, asked of the database it ran on (the last params
    /// line of a statement only, so a note shows once).
    private lazy var pitfallContext = ConnectionPitfallContext(connection: connection)
    /// The largest rowid deleted from each table of the main database so far, for the INSERT
    /// that reuses one (`Pitfall.rowidReuse`).
    private var removedRowids: [String: Int64] = [:]

    private func notes(_ step: PlannedStep, _ changes: [RowChange], _ result: StepResult) -> [PitfallNote] {
        if let set = step.parameterSet, set != step.statement.parameterSets.count - 1 { return [] }
        for change in changes where change.operation == .delete && change.database == "main" {
            removedRowids[change.table] = max(removedRowids[change.table] ?? Int64.min, change.oldRowid)
        }
        let deleted = removedRowids
        var rows: Int?
        if case .rows(_, _, let total, _) = result { rows = total }
        let saved = connection.tracer
        connection.tracer = nil
        defer { connection.tracer = saved }
        // The deadline begins at the notes' first query: most steps' notes make none (the
        // declared types and schema facts they need are remembered), and then cost no clock reads.
        let context = pitfallContext
        return sandboxed.withDeadline { (begin: () -> Void) -> [PitfallNote] in
            withoutActuallyEscaping(begin) { begin in
                context.beforeQuery = begin
                defer { context.beforeQuery = nil }
                return Pitfall.notes(in: step.statement.sql, context: context, deleted: deleted, rows: rows,
                                     parametersBound: step.parameterSet != nil)
            }
        }
    }

    private func verdict(_ expect: ResultCode?, failedWith code: ResultCode) -> StepVerdict {
        guard let expect else { return .unexpectedFailure }
        return expect ~= code ? .asMarked : .wrongCode
    }

    private func run(_ step: PlannedStep) throws -> StepResult {
        let statement: Statement
        if let set = step.parameterSet, set > 0, let kept = prepared, kept.source == step.statement.location {
            statement = kept.statement
            lastKind = kept.statement.kind
        } else {
            if let problem = TextHygiene.check(step.statement.sql, file: step.location.file, firstLine: step.location.line) {
                throw problem
            }
            guard let fresh = try connection.prepare(step.statement.sql) else { return .done }
            statement = fresh
            lastKind = fresh.kind
            if step.parameterSet != nil { prepared = (step.statement.location, fresh) }
        }
        defer {
            if let set = step.parameterSet {
                statement.reset()
                if set == step.statement.parameterSets.count - 1 { prepared = nil }
            }
        }
        let count = statement.parameterCount
        if let values = step.parameters {
            let rangeLesson = step.expect.map { $0 ~= .SQLITE_RANGE && $0.primary == .SQLITE_RANGE } ?? false
            if values.count != count && !(rangeLesson && values.count > count) {
                prepared = nil
                throw Diagnostic(at: step.location, .lessonParamsCount, count, values.count)
            }
            try statement.bind(values)
        } else if count > 0 && !step.isTyped {
            throw Diagnostic(at: step.statement.location, .lessonParamsMissing, count)
        }

        if statement.returnsRows {
            let columns = statement.columnNames
            var rows: [[Value]] = []
            var total = 0
            var bytes = 0
            while try statement.step() {
                total += 1
                if rows.count < LessonRunner.displayRowLimit && bytes < LessonRunner.displayByteLimit {
                    let row = statement.row()
                    bytes += row.reduce(0) { $0 + $1.byteCount }
                    rows.append(row)
                }
                if total >= LessonRunner.countRowLimit { return .rows(columns: columns, rows: rows, total: total, countCapped: true) }
            }
            return .rows(columns: columns, rows: rows, total: total, countCapped: false)
        }
        while try statement.step() {}
        if statement.kind.changesRows {
            return .changed(count: connection.changes, tables: [])
        }
        return .done
    }

    private func group(_ changes: [RowChange], counts: [String: Int]) -> [TableChanges] {
        var order: [String] = []
        var byTable: [String: [RowChange]] = [:]
        for change in changes {
            let key = change.database + "." + change.table
            if byTable[key] == nil { order.append(key) }
            byTable[key, default: []].append(change)
        }
        return order.map { key in
            let first = byTable[key]![0]
            let columns = (try? columnInfo(of: first.table, in: first.database)) ?? []
            // The pre-update hook hands over values as stored: a REAL column stores 18.0 as the
            // integer 18. Apply the column's REAL affinity, as reading the row would.
            let real = columns.map(\.isReal)
            let changes = byTable[key]!.map { change in
                RowChange(operation: change.operation, database: change.database, table: change.table,
                          oldRowid: change.oldRowid, newRowid: change.newRowid,
                          old: change.old.map { LessonRunner.applyRealAffinity($0, real) },
                          new: change.new.map { LessonRunner.applyRealAffinity($0, real) })
            }
            return TableChanges(table: first.table, columns: columns.map(\.name), changes: changes, total: counts[key] ?? 0)
        }
    }

    static func applyRealAffinity(_ row: [Value], _ real: [Bool]) -> [Value] {
        row.enumerated().map { i, value in
            if i < real.count, real[i], case .integer(let n) = value { return .real(Double(n)) }
            return value
        }
    }

    /// The columns of a table, with their declared types (`PRAGMA table_info`).
    private func columnInfo(of table: String, in database: String) throws -> [ColumnInfo] {
        let key = database + "." + table
        if let known = columnCache[key] { return known }
        let columns = try readColumnInfo(of: table, in: database).map {
            ColumnInfo(name: $0.name, isReal: TableSnapshot.affinity(of: $0.type) == "REAL")
        }
        columnCache[key] = columns
        return columns
    }

    private func readColumnInfo(of table: String, in database: String) throws -> [(name: String, type: String)] {
        let saved = connection.tracer
        connection.tracer = nil
        defer { connection.tracer = saved }
        let quoted = "\"" + table.replacingOccurrences(of: "\"", with: "\"\"") + "\""
        return try connection.rows("PRAGMA \(database).table_info(\(quoted))").compactMap {
            guard case .text(let name) = $0[1] else { return nil }
            if case .text(let type) = $0[2] { return (name, type) }
            return (name, "")
        }
    }

    /// The schema names, read again only after a statement that may have changed the schema
    /// succeeded (a lesson of thousands of failing steps reads them once).
    private func cachedSchemaNames() throws -> SchemaNames {
        if let schemaCache { return schemaCache }
        let names = try schemaNames()
        schemaCache = names
        return names
    }

    /// The tables and views in the database with their columns, for "did you mean".
    public func schemaNames() throws -> SchemaNames {
        let saved = connection.tracer
        connection.tracer = nil
        defer { connection.tracer = saved }
        return try SchemaNames.read(from: connection, limit: LessonRunner.suggestionTableLimit)
    }
}

/// The C calls a runner's connection reports (`Connection.tracer`), collected per step.
final class TraceLog {
    var lines: [String] = []
}

/// What the pre-update hook saw during one step: up to `LessonRunner.changedRowLimit` changes
/// per table, and how many changes each table had in all. The hook is installed once per
/// connection, so that the trace shows it once, at the start.
final class ChangeRecorder {
    private(set) var changes: [RowChange] = []
    private(set) var counts: [String: Int] = [:]

    func reset() {
        if !changes.isEmpty { changes = [] }
        if !counts.isEmpty { counts = [:] }
    }

    func record(_ change: RowChange) {
        let key = change.database + "." + change.table
        let count = counts[key, default: 0] + 1
        counts[key] = count
        if count <= LessonRunner.changedRowLimit { changes.append(change) }
    }
}
