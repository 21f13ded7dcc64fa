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
    /// How many statements returned columns (queries), and the 1-based line where the last
    /// of them starts: only its rows are compared.
    var queries = 0
    var lastQueryLine: Int?
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
    /// Copies of datasets kept for answers that only read (`run(…, reusingForReads: true)`).
    let reading = ReadingConnections()

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
    ///
    /// - Parameter reusingForReads: `state` is never changed while it is alive (a checking
    ///   dataset), so SQL that only reads may run on a copy of it kept from an earlier run
    ///   (`ReadingConnections`) instead of a fresh one: the same rows, schema and settings, and
    ///   nothing an earlier read could have changed.
    func run(_ sql: String, on state: Connection, foreignKeys: Bool, reverseScanOrder: Bool, budget: Budget,
             reusingForReads: Bool = false) throws -> ScriptRun {
        func copy(kept: Bool) throws -> SandboxedConnection {
            let sandboxed = try sandbox.open()
            // A copy kept among many holds no lookaside memory (`ReadingConnections`).
            if kept { sandboxed.connection.releaseLookaside() }
            try state.copy(into: sandboxed.connection)
            try sandboxed.hostExecute("PRAGMA foreign_keys = \(foreignKeys ? 1 : 0); PRAGMA reverse_unordered_selects = \(reverseScanOrder ? 1 : 0);")
            return sandboxed
        }
        var kept: SandboxedConnection?
        if reusingForReads, sql.utf8.count <= ReadingConnections.longestSQL,
           let connection = reading.connection(for: state, foreignKeys: foreignKeys, copy: { try copy(kept: true) }),
           ScriptRunner.onlyReads(sql, on: connection),
           (try? connection.hostExecute("PRAGMA reverse_unordered_selects = \(reverseScanOrder ? 1 : 0)")) != nil {
            // The scan order is read when a statement is prepared: set for this run's.
            kept = connection
        }
        let sandboxed = try kept ?? copy(kept: false)
        var run = ScriptRun(sandboxed: sandboxed)
        let text = SQLText(sql)
        var lastQueryStart: Int?
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
                    if statement.returnsRows {
                        var rows: [[Value]] = []
                        var bytes = 0
                        while try statement.step() {
                            if rows.count == ScriptRunner.rowLimit || bytes > ScriptRunner.byteLimit { run.tooManyRows = true; break }
                            let row = statement.row()
                            bytes += row.reduce(0) { $0 + $1.byteCount }
                            rows.append(row)
                        }
                        run.last = QueryResult(columns: statement.columnNames, rows: rows)
                        run.queries += 1
                        // (The line is counted once, after the loop: counting it here for every
                        // query made an answer of 10,000 queries quadratic.)
                        lastQueryStart = statementStart
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
        if let lastQueryStart { run.lastQueryLine = ScriptRunner.line(of: lastQueryStart, in: text) }
        // An answer that leaves a transaction open is rolled back, as closing an app's
        // connection would.
        if !sandboxed.connection.isAutocommit { try? sandboxed.hostExecute("ROLLBACK") }
        return run
    }

    /// True when every statement of `sql` prepares on `connection` and only reads: read-only by
    /// `sqlite3_stmt_readonly`, and asking the authorizer for nothing but reading
    /// (`AuthorizerRequest.onlyReads`: no PRAGMA, no transaction, no ATTACH). Statements that
    /// only read change no schema, so preparing them all first is preparing them in turn; the
    /// statements are finalized, nothing is stepped.
    static func onlyReads(_ sql: String, on connection: SandboxedConnection) -> Bool {
        let text = SQLText(sql)
        var offset = 0
        var reads = true
        do {
            try connection.observingAuthorizer({ request in if !request.onlyReads { reads = false } }) {
                while reads, offset < text.count {
                    let (statement, tail) = try connection.connection.prepare(text, at: offset)
                    offset = tail
                    guard let statement else { break }
                    if !statement.isReadOnly { reads = false }
                }
            }
        } catch {
            return false
        }
        return reads
    }
}

/// Sandboxed copies of checking datasets kept between runs of answers that only read (a
/// grading worker runs every answer of a class on the same datasets, twice each): opening and
/// configuring a connection and copying a dataset into it was most of the time of checking an
/// answer. A kept copy has no lookaside memory (`Connection.releaseLookaside`), so that a
/// hundred of them take a few megabytes. One copy serves both scan orders (`PRAGMA reverse_unordered_selects` is set before
/// each run). A copy is kept only while it holds a strong reference to its dataset (so the
/// dataset's identity is not reused), up to `limit` copies taking at most an eighth of the heap
/// limit together (all are let go when either is reached), and only of datasets whose copy
/// takes under a 64th of it: keeping them takes at most that much headroom from an answer.
final class ReadingConnections {
    static let limit = 128
    /// Longer SQL is run on a fresh copy, without first being prepared to see whether it only
    /// reads (a statement that takes long to prepare is then not prepared twice).
    static let longestSQL = 8192
    private struct Key: Hashable {
        let state: ObjectIdentifier
        let foreignKeys: Bool
    }
    private var kept: [Key: (state: Connection, sandboxed: SandboxedConnection)] = [:]
    /// SQLite memory the kept copies took when made (`sqlite3_memory_used` before and after), in bytes.
    private var bytes: Int64 = 0

    /// The kept copy of `state` with these settings, made by `copy` when there is none; nil
    /// when none may be kept now (or `copy` fails).
    func connection(for state: Connection, foreignKeys: Bool, copy: () throws -> SandboxedConnection) -> SandboxedConnection? {
        let key = Key(state: ObjectIdentifier(state), foreignKeys: foreignKeys)
        if let found = kept[key], found.state === state { return found.sandboxed }
        let heapLimit = Sandbox.processHeapLimit > 0 ? Sandbox.processHeapLimit : Sandbox.defaultHeapLimit
        if kept.count >= ReadingConnections.limit || bytes >= heapLimit / 8 { kept.removeAll(); bytes = 0 }
        let before = Sandbox.memoryInUse
        guard let made = try? copy() else { return nil }
        let size = max(0, Sandbox.memoryInUse - before)
        // A dataset too large to keep many copies of is copied afresh for every run.
        guard size < heapLimit / 64 else { return nil }
        bytes += size
        kept[key] = (state, made)
        return made
    }
}
