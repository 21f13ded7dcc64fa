import Foundation
import SQLabSQLite
import SQLabText
import SQLabSQL
import SQLabLessons

/// What running some SQL (an answer or a reference) on a private copy of a database did.
struct ScriptRun {
    /// The sandboxed connection it ran on, with the database as the SQL left it.
    let sandboxed: SandboxedConnection
    /// What the last statement returned (no columns for a statement that returns none).
    var last: QueryResult?
    /// The statement that failed, if one did: its 0-based index and the error.
    var failure: (index: Int, error: SQLiteError)?
    /// True when a statement ran past its deadline or the answer's budget.
    var timedOut = false
    /// True when what ran out was the wall clock, not the instruction count: the outcome then
    /// depends on the machine's load, so no verdict or note may rest on it (checking runs the
    /// answer again alone, and grading re-checks it before storing).
    var timedOutByClock = false
    /// True when the last statement returned more rows than are kept.
    var tooManyRows = false
    /// True when every statement was read-only (`sqlite3_stmt_readonly`).
    var readOnly = true
    /// The 1-based line of the script where the failed statement starts.
    var failureLine: Int?
    /// True when it ran with `PRAGMA reverse_unordered_selects` on.
    var ranReversed = false
    var connection: Connection { sandboxed.connection }
}

/// A time budget shared by all the runs of one answer (the contract's per-answer budget),
/// counted in SQLite virtual-machine instructions (`Sandbox.stepsPerSecond` to the second), so
/// that how far an answer gets, and so its verdict, is the same at any load and any `--jobs`.
final class Budget {
    /// Seconds of instructions in all.
    let total: Double
    private var used: Int64 = 0
    init(seconds: Double) { total = seconds }
    /// Seconds of instructions left.
    var remaining: Double { total - Double(used) / Double(Sandbox.stepsPerSecond) }
    var isExhausted: Bool { remaining <= 0 }
    /// Counts `steps` instructions as spent.
    func spend(_ steps: Int64) { used += steps }
}

/// Runs SQL on private sandboxed copies of a database.
struct ScriptRunner {
    /// Rows of a result kept at most; an answer returning more fails.
    static let rowLimit = 10_000
    /// Bytes of text and blobs kept at most (SANDBOX-NOTES: 10,000 rows / 8 MB); an answer
    /// returning more fails, so a flood of large values cannot exhaust the host's memory.
    static let byteLimit = 8 << 20

    let sandbox: Sandbox

    /// The 1-based line of the first non-blank, non-comment character at or after byte `offset`.
    static func line(of offset: Int, in text: SQLText) -> Int {
        let rest = text.substring(offset, text.count)
        let before = text.substring(0, offset)
        var line = before.reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
        var inComment = false
        for character in rest {
            if inComment { if character == "\n" { inComment = false; line += 1 }; continue }
            if character == "\n" { line += 1; continue }
            if character.isWhitespace { continue }
            if character == "-" { inComment = true; continue }  // a -- comment line before the statement
            break
        }
        return line
    }

    /// Copies `state` into a fresh sandboxed connection, applies the settings, and runs every
    /// statement of `sql` under the statement deadline (capped by the budget's remainder).
    ///
    /// - Throws: `SQLiteError` when a connection cannot be opened or the copy fails (not when
    ///   the SQL fails: that is in the result).
    func run(_ sql: String, on state: Connection, foreignKeys: Bool, reverseScanOrder: Bool, budget: Budget) throws -> ScriptRun {
        let sandboxed = try sandbox.open()
        try state.copy(into: sandboxed.connection)
        try sandboxed.hostExecute("PRAGMA foreign_keys = \(foreignKeys ? 1 : 0); PRAGMA reverse_unordered_selects = \(reverseScanOrder ? 1 : 0);")
        var run = ScriptRun(sandboxed: sandboxed)
        let text = SQLText(sql)
        var offset = 0
        var index = 0
        let statementTimeout = sandboxed.timeout
        while offset < text.count {
            if budget.isExhausted { run.timedOut = true; break }
            sandboxed.timeout = min(statementTimeout, max(0.001, budget.remaining))
            let statementStart = offset
            do {
                let done: Bool = try sandboxed.withDeadline {
                    let (statement, tail) = try sandboxed.connection.prepare(text, at: offset)
                    offset = tail
                    guard let statement else { return true }
                    if !statement.isReadOnly { run.readOnly = false }
                    if statement.columnCount > 0 {
                        var rows: [[Value]] = []
                        var bytes = 0
                        while try statement.step() {
                            if rows.count == ScriptRunner.rowLimit || bytes > ScriptRunner.byteLimit { run.tooManyRows = true; break }
                            let row = statement.row()
                            bytes += row.reduce(0) { $0 + $1.byteCount }
                            rows.append(row)
                        }
                        run.last = QueryResult(columns: statement.columnNames, rows: rows)
                    } else {
                        while try statement.step() {}
                        run.last = QueryResult(columns: [], rows: [])
                    }
                    return false
                }
                budget.spend(sandboxed.stepsUsed)
                if done { break }
                index += 1
            } catch let error as SQLiteError {
                budget.spend(sandboxed.stepsUsed)
                if error.code.primary == .SQLITE_INTERRUPT && sandboxed.deadlineExpired {
                    run.timedOut = true
                    run.timedOutByClock = sandboxed.stop == .wallClock
                }
                run.failure = (index, error)
                run.failureLine = ScriptRunner.line(of: statementStart, in: text)
                break
            }
        }
        sandboxed.timeout = statementTimeout
        // An answer that leaves a transaction open is rolled back, as closing an app's
        // connection would.
        if !sandboxed.connection.isAutocommit { try? sandboxed.hostExecute("ROLLBACK") }
        return run
    }
}
