import CSQLite
import Foundation

/// One SQLite database connection: owns a `sqlite3*` and closes it when released.
///
/// Extended result codes are on from the start, so every `SQLiteError` carries the most precise
/// code SQLite has (`SQLITE_CONSTRAINT_PRIMARYKEY`, not just `SQLITE_CONSTRAINT`).
/// A connection is used from one thread at a time; only `interrupt()` may be called from another.
///
/// SQLite: <https://sqlite.org/c3ref/sqlite3.html>
public final class Connection {
    /// The C handle. Only files in `SQLite/` use it.
    let handle: OpaquePointer

    /// Called with each C API call and its result, as the C tutorials write them:
    /// `sqlite3_step(stmt) → 100 SQLITE_ROW`. Nil (the default) traces nothing.
    public var tracer: ((String) -> Void)?

    /// The closures behind the authorizer, progress handler and pre-update hook.
    let hooks = HookBox()

    /// Called before each `sqlite3_prepare_v2` (the sandbox resets its per-statement state).
    var willPrepare: (() -> Void)?

    /// Opens a connection; `:memory:` (the default) is a private, empty in-memory database.
    ///
    /// Not public: outside this layer a connection comes from `Sandbox.open()` (everything a
    /// lesson or a learner wrote runs there), or, for sqlab's own databases, from one of the
    /// separately named constructors `trustedStore(path:)` and `trustedScratch()`. So no code
    /// above can run learner SQL on a connection without the sandbox's limits.
    ///
    /// - Parameter tracer: receives every C call from `sqlite3_open_v2` on (see `tracer`).
    /// - Throws: `SQLiteError` with the code of `sqlite3_open_v2` and the file's name; the
    ///   handle is closed even then.
    ///
    /// SQLite: <https://sqlite.org/c3ref/open.html> ("Whether or not an error occurs when it is
    /// opened, resources associated with the database connection handle should be released by
    /// passing it to sqlite3_close() when it is no longer required.")
    init(path: String = ":memory:", readOnly: Bool = false, tracer: ((String) -> Void)? = nil) throws {
        var db: OpaquePointer?
        let flags = readOnly ? SQLITE_OPEN_READONLY : (SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE)
        let rc = sqlite3_open_v2(path, &db, flags | SQLITE_OPEN_NOMUTEX, nil)
        if let tracer {
            let names = readOnly ? "SQLITE_OPEN_READONLY" : "SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE"
            tracer("sqlite3_open_v2(\"\(path)\", &db, \(names) | SQLITE_OPEN_NOMUTEX, NULL) → \(rc) \(ResultCode(rawValue: rc).name ?? "")")
        }
        guard let db else { throw SQLiteError(code: .SQLITE_NOMEM, message: "out of memory", call: "sqlite3_open_v2", filename: path) }
        guard rc == SQLITE_OK else {
            let error = SQLiteError(code: ResultCode(rawValue: sqlite3_extended_errcode(db)),
                                    message: String(cString: sqlite3_errmsg(db)), call: "sqlite3_open_v2", filename: path)
            let closed = sqlite3_close_v2(db)
            tracer?("sqlite3_close_v2(db) → \(closed) \(ResultCode(rawValue: closed).name ?? "")")
            throw error
        }
        handle = db
        self.tracer = tracer
        do {
            try check(sqlite3_extended_result_codes(db, 1), "sqlite3_extended_result_codes(db, 1)")
            try installAuthorizer()
        } catch {
            close()
            throw error
        }
    }

    /// True once `close()` has run.
    public private(set) var isClosed = false

    /// Closes the connection now (`sqlite3_close_v2`, traced); releasing the object closes it
    /// otherwise. `sqlite3_close_v2` defers the close until every statement is finalized, so a
    /// statement that outlives it cannot use a freed handle. Closing twice does nothing.
    /// SQLite: <https://sqlite.org/c3ref/close.html>
    public func close() {
        guard !isClosed else { return }
        isClosed = true
        _ = try? check(sqlite3_close_v2(handle), "sqlite3_close_v2(db)")
    }

    /// Opens one of sqlab's own database files (the progress store, the grading store), which
    /// only sqlab's SQL touches. Never for SQL from a lesson, an answer or the REPL: that runs on
    /// `Sandbox.open()`.
    ///
    /// - Throws: `SQLiteError` with the code of `sqlite3_open_v2` (a missing folder, a file that
    ///   is not a database, no file descriptor left).
    public static func trustedStore(path: String, readOnly: Bool = false) throws -> Connection {
        try Connection(path: path, readOnly: readOnly)
    }

    /// A private in-memory database without the sandbox, for sqlab's own constant SQL (the
    /// lab's fixtures, the sqllogictest runner's `printf('%.3f', ?)`). Never for SQL text from
    /// a file, a lesson, an answer or the REPL: that runs on `Sandbox.open()` (sqllogictest
    /// scripts on `Sandbox.logictest`).
    ///
    /// - Throws: `SQLiteError` when SQLite cannot open a database.
    public static func trustedScratch() throws -> Connection {
        try Connection()
    }

    deinit {
        // Not traced: the tracer's owner may be gone by now. A traced run closes with close().
        tracer = nil
        close()
    }

    // MARK: - Running SQL

    /// Prepares the first statement of `sql`, starting at byte `offset` (a UTF-8 offset).
    ///
    /// - Returns: the statement and the byte offset just after it (the tail), or nil for the
    ///   statement when only whitespace and comments remain.
    /// - Throws: `SQLiteError` from `sqlite3_prepare_v2`, with `sqlite3_error_offset` made
    ///   relative to the start of that statement's text.
    ///
    /// SQLite: <https://sqlite.org/c3ref/prepare.html>
    public func prepare(_ script: SQLText, at offset: Int = 0) throws -> (statement: Statement?, tail: Int) {
        try script.withCString(from: offset) { start, length in
            var stmt: OpaquePointer?
            var tail: UnsafePointer<CChar>?
            willPrepare?()
            hooks.kind = []
            hooks.denial = nil
            // nByte = -1: SQLITE_LIMIT_SQL_LENGTH then applies to this statement, not the whole remaining
            // script (see SANDBOX-NOTES); the buffer is NUL-terminated and NUL-free (checked by callers).
            let rc = sqlite3_prepare_v2(handle, start, -1, &stmt, &tail)
            let consumed = tail.map { start.distance(to: $0) } ?? length
            // The trace line is built only when someone traces: abbreviating the text costs more
            // than preparing a short statement. On error the tail stops where parsing stopped, and
            // the error shows the whole statement.
            let failed = rc == SQLITE_OK ? nil : script.statementText(from: offset)
            try check(rc, "sqlite3_prepare_v2(db, \"\(abbreviate(script.substring(offset, offset + consumed)))\", -1, &stmt, NULL)",
                      sql: failed?.trimmingCharacters(in: .whitespacesAndNewlines), rawSQL: failed)
            guard let stmt else { return (nil, offset + consumed) }
            var kind = hooks.kind
            if sqlite3_stmt_readonly(stmt) != 0 { kind.insert(.readOnly) }
            if sqlite3_stmt_isexplain(stmt) != 0 { kind.insert(.explain) }
            return (Statement(handle: stmt, connection: self, kind: kind), offset + consumed)
        }
    }

    /// Prepares a single statement (the first in `sql`); nil when `sql` holds none.
    public func prepare(_ sql: String) throws -> Statement? {
        try prepare(SQLText(sql)).statement
    }

    /// Runs every statement in `sql`, discarding rows, like `sqlite3_exec`.
    ///
    /// - Throws: the first `SQLiteError`; statements after it do not run.
    public func execute(_ sql: String) throws {
        try execute(SQLText(sql))
    }

    /// Runs every statement in `text`, discarding rows, like `sqlite3_exec`.
    ///
    /// - Throws: the first `SQLiteError`; statements after it do not run.
    public func execute(_ text: SQLText) throws {
        var offset = 0
        while offset < text.count {
            let (statement, tail) = try prepare(text, at: offset)
            offset = tail
            guard let statement else { break }
            while try statement.step() {}
        }
    }

    /// Runs `sql` (one statement) and returns all its rows.
    public func rows(_ sql: String, _ parameters: [Value] = []) throws -> [[Value]] {
        guard let statement = try prepare(sql) else { return [] }
        try statement.bind(parameters)
        var result: [[Value]] = []
        while try statement.step() { result.append(statement.row()) }
        return result
    }

    /// The first column of the first row of `sql`, or nil when it returns no row.
    public func scalar(_ sql: String, _ parameters: [Value] = []) throws -> Value? {
        try rows(sql, parameters).first?.first
    }

    // MARK: - State

    /// Rows changed by the most recent INSERT, UPDATE or DELETE (`sqlite3_changes64`).
    public var changes: Int { Int(sqlite3_changes64(handle)) }

    /// Rows changed since the connection opened (`sqlite3_total_changes64`).
    public var totalChanges: Int { Int(sqlite3_total_changes64(handle)) }

    /// The rowid of the most recent successful INSERT (`sqlite3_last_insert_rowid`).
    public var lastInsertRowid: Int64 { sqlite3_last_insert_rowid(handle) }

    /// False while a transaction is open (`sqlite3_get_autocommit`).
    public var isAutocommit: Bool { sqlite3_get_autocommit(handle) != 0 }

    /// Asks the running statement to stop with `SQLITE_INTERRUPT`. Safe from any thread while the
    /// connection is open. SQLite: <https://sqlite.org/c3ref/interrupt.html>
    public func interrupt() { sqlite3_interrupt(handle) }

    /// Copies this whole database into `target`, replacing its content (the backup API).
    ///
    /// - Throws: `SQLiteError` from `sqlite3_backup_step`/`sqlite3_backup_finish`.
    ///
    /// SQLite: <https://sqlite.org/backup.html>
    public func copy(into target: Connection) throws {
        guard let backup = sqlite3_backup_init(target.handle, "main", handle, "main") else {
            throw target.lastError(sql: nil, call: "sqlite3_backup_init")
        }
        let rc = sqlite3_backup_step(backup, -1)
        let finish = sqlite3_backup_finish(backup)
        try target.check(rc, "sqlite3_backup_step(backup, -1)", accept: SQLITE_DONE)
        try target.check(finish, "sqlite3_backup_finish(backup)")
        // The target's cached schema is now stale. Read the new one at once: otherwise the next
        // statement that fails to parse is reported as SQLITE_SCHEMA instead of SQLITE_ERROR.
        let saved = target.tracer
        target.tracer = nil
        defer { target.tracer = saved }
        _ = try target.rows("SELECT count(*) FROM main.sqlite_schema")
    }

    /// Writes this database to a file at `path` (the backup API); the only way sqlab writes a
    /// database file, and only where the user says.
    public func save(to path: String) throws {
        let file = try Connection(path: path)
        try copy(into: file)
    }

    /// Makes a statement that finds the database locked by another connection (another
    /// process) wait and retry for up to `milliseconds` before failing with `SQLITE_BUSY`.
    /// Zero or less turns the waiting off.
    ///
    /// For example, a store that two sqlab processes write at once:
    ///
    ///     try connection.setBusyTimeout(milliseconds: 5000)
    ///
    /// - Throws: `SQLiteError` from `sqlite3_busy_timeout` (it has none to report today).
    ///
    /// SQLite: <https://sqlite.org/c3ref/busy_timeout.html>
    public func setBusyTimeout(milliseconds: Int32) throws {
        try check(sqlite3_busy_timeout(handle, milliseconds), "sqlite3_busy_timeout(db, \(milliseconds))")
    }

    // MARK: - Configuration (used by `Sandbox`)

    /// `sqlite3_db_config(db, op, value, NULL)` for an integer option, then
    /// `sqlite3_db_config(db, op, -1, &now)` to read it back.
    ///
    /// - Throws: `SQLiteError` when SQLite refuses the option; `SandboxError` when it reads back
    ///   other than `value` (a build without the option).
    /// SQLite: <https://sqlite.org/c3ref/db_config.html>
    /// Gives up the connection's lookaside memory (`SQLITE_DBCONFIG_LOOKASIDE` with no buffer),
    /// for a connection kept idle for long among many: about 120 KB each with SQLite's default
    /// of 100 slots of 1200 bytes. Changes nothing a statement does, only where its small
    /// allocations come from. False when SQLite refuses (lookaside memory in use).
    /// SQLite: <https://sqlite.org/c3ref/c_dbconfig_defensive.html#sqlitedbconfiglookaside>
    @discardableResult
    public func releaseLookaside() -> Bool { sqlab_db_config_no_lookaside(handle) == SQLITE_OK }

    func configure(_ option: Int32, _ value: Int32) throws {
        let name = Connection.configurationNames[option] ?? "\(option)"
        try check(sqlab_db_config_int(handle, option, value), "sqlite3_db_config(db, \(name), \(value), NULL)")
        var now: Int32 = -1
        try check(sqlab_db_config_read(handle, option, &now), "sqlite3_db_config(db, \(name), -1, &value) /* value = \(now) */")
        guard now == value else { throw SandboxError(setting: name, asked: Int64(value), found: Int64(now)) }
    }

    /// The `sqlite3_db_config` options sqlab sets, by number, for the trace and for errors.
    static let configurationNames: [Int32: String] = [
        SQLITE_DBCONFIG_ENABLE_FKEY: "SQLITE_DBCONFIG_ENABLE_FKEY",
        SQLITE_DBCONFIG_ENABLE_TRIGGER: "SQLITE_DBCONFIG_ENABLE_TRIGGER",
        SQLITE_DBCONFIG_ENABLE_FTS3_TOKENIZER: "SQLITE_DBCONFIG_ENABLE_FTS3_TOKENIZER",
        SQLITE_DBCONFIG_ENABLE_LOAD_EXTENSION: "SQLITE_DBCONFIG_ENABLE_LOAD_EXTENSION",
        SQLITE_DBCONFIG_DEFENSIVE: "SQLITE_DBCONFIG_DEFENSIVE",
        SQLITE_DBCONFIG_WRITABLE_SCHEMA: "SQLITE_DBCONFIG_WRITABLE_SCHEMA",
        SQLITE_DBCONFIG_DQS_DML: "SQLITE_DBCONFIG_DQS_DML",
        SQLITE_DBCONFIG_DQS_DDL: "SQLITE_DBCONFIG_DQS_DDL",
        SQLITE_DBCONFIG_TRUSTED_SCHEMA: "SQLITE_DBCONFIG_TRUSTED_SCHEMA",
    ]

    /// Turns triggers on or off for this connection (`SQLITE_DBCONFIG_ENABLE_TRIGGER`), so that
    /// sqlab can rearrange a lesson's rows without firing the lesson's triggers.
    ///
    /// - Throws: `SQLiteError`, or `SandboxError` when the setting does not take.
    public func setTriggersEnabled(_ enabled: Bool) throws {
        try configure(SQLITE_DBCONFIG_ENABLE_TRIGGER, enabled ? 1 : 0)
    }

    /// Sets one run-time limit and returns the previous value.
    /// SQLite: <https://sqlite.org/c3ref/limit.html>
    @discardableResult
    public func setLimit(_ id: Int32, _ value: Int32) -> Int32 {
        let previous = sqlite3_limit(handle, id, value)
        tracer?("sqlite3_limit(db, \(Connection.limitNames[id] ?? "\(id)"), \(value)) → \(previous)")
        return previous
    }

    /// The value of one run-time limit now (`sqlite3_limit(db, id, -1)`, which changes nothing).
    public func limit(_ id: Int32) -> Int32 {
        let now = sqlite3_limit(handle, id, -1)
        tracer?("sqlite3_limit(db, \(Connection.limitNames[id] ?? "\(id)"), -1) → \(now)")
        return now
    }

    /// Sets a limit and reads it back.
    ///
    /// - Throws: `SandboxError` when SQLite holds another value (a compile-time maximum lower
    ///   than `value` silently truncates it).
    func applyLimit(_ id: Int32, _ value: Int32) throws {
        setLimit(id, value)
        let now = limit(id)
        guard now == value else { throw SandboxError(setting: Connection.limitNames[id] ?? "limit \(id)", asked: Int64(value), found: Int64(now)) }
    }

    /// The `sqlite3_limit` categories, by number (sqlite3.h).
    static let limitNames: [Int32: String] = [
        SQLITE_LIMIT_LENGTH: "SQLITE_LIMIT_LENGTH", SQLITE_LIMIT_SQL_LENGTH: "SQLITE_LIMIT_SQL_LENGTH",
        SQLITE_LIMIT_COLUMN: "SQLITE_LIMIT_COLUMN", SQLITE_LIMIT_EXPR_DEPTH: "SQLITE_LIMIT_EXPR_DEPTH",
        SQLITE_LIMIT_COMPOUND_SELECT: "SQLITE_LIMIT_COMPOUND_SELECT", SQLITE_LIMIT_VDBE_OP: "SQLITE_LIMIT_VDBE_OP",
        SQLITE_LIMIT_FUNCTION_ARG: "SQLITE_LIMIT_FUNCTION_ARG", SQLITE_LIMIT_ATTACHED: "SQLITE_LIMIT_ATTACHED",
        SQLITE_LIMIT_LIKE_PATTERN_LENGTH: "SQLITE_LIMIT_LIKE_PATTERN_LENGTH", SQLITE_LIMIT_VARIABLE_NUMBER: "SQLITE_LIMIT_VARIABLE_NUMBER",
        SQLITE_LIMIT_TRIGGER_DEPTH: "SQLITE_LIMIT_TRIGGER_DEPTH", SQLITE_LIMIT_WORKER_THREADS: "SQLITE_LIMIT_WORKER_THREADS",
    ]

    // MARK: - Errors and tracing

    /// The connection's current error as a `SQLiteError`; `rawSQL` is the exact text passed to
    /// SQLite (the offset refers to it), `sql` the text to show.
    func lastError(sql: String?, call: String, rawSQL: String? = nil, rc: Int32? = nil) -> SQLiteError {
        // The extended code, unless it is left over from an earlier call (its primary code then
        // differs from the one the failing call returned).
        var code = ResultCode(rawValue: sqlite3_extended_errcode(handle))
        if let rc, code.primary != ResultCode(rawValue: rc).primary { code = ResultCode(rawValue: rc) }
        var offset = Int(sqlite3_error_offset(handle))
        if offset >= 0, let raw = rawSQL, let shown = sql {
            // Make the offset relative to the trimmed text that is shown.
            let leading = raw.utf8.count - raw.drop(while: { $0.isWhitespace || $0.isNewline }).utf8.count
            offset = max(0, min(offset - leading, shown.utf8.count))
        }
        var error = SQLiteError(code: code,
                                message: String(cString: sqlite3_errmsg(handle)),
                                sql: sql, offset: offset, call: call)
        // Reset by each prepare: set while it ran, or while the statement ran (VACUUM INTO
        // attaches its file when stepped, and is denied then: "authorization denied").
        if call == "sqlite3_prepare_v2" || call == "sqlite3_step" { error.denial = hooks.denial }
        // An I/O failure on a file: which file, and the operating system's reason.
        if [.SQLITE_IOERR, .SQLITE_FULL, .SQLITE_CANTOPEN].contains(code.primary),
           let name = sqlite3_db_filename(handle, "main"), name.pointee != 0 {
            error.filename = String(cString: name)
            error.systemErrno = sqlite3_system_errno(handle)
        }
        return error
    }

    /// The one place a C return code is looked at: reports the call to the tracer (the text is
    /// built only when tracing is on), and throws the connection's error unless `rc` is one of
    /// `accept` (`SQLITE_OK` unless said otherwise).
    ///
    /// - Parameters:
    ///   - sql: the statement to show in the error; `rawSQL` the exact text SQLite was given.
    /// - Returns: `rc`, for calls with more than one success (`SQLITE_ROW`, `SQLITE_DONE`).
    /// - Throws: `SQLiteError` with the extended code, `sqlite3_errmsg` and the error offset.
    @discardableResult
    func check(_ rc: Int32, _ call: @autoclosure () -> String, accept: Int32 = SQLITE_OK, or other: Int32? = nil,
               sql: String? = nil, rawSQL: String? = nil) throws -> Int32 {
        trace(call(), rc)
        guard rc != accept && rc != other else { return rc }
        let name = call()
        throw lastError(sql: sql, call: String(name.prefix(while: { $0 != "(" })), rawSQL: rawSQL, rc: rc)
    }

    /// Reports one C call to the tracer; the text is built only when tracing is on.
    func trace(_ call: @autoclosure () -> String, _ rc: Int32) {
        guard let tracer else { return }
        let code = ResultCode(rawValue: rc)
        tracer("\(call()) → \(rc) \(code.name ?? "")")
    }

    private func abbreviate(_ sql: String) -> String {
        let flat = sql.trimmingCharacters(in: .whitespacesAndNewlines)
            .split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        return flat.count > 60 ? String(flat.prefix(57)) + "..." : flat
    }
}

/// SQL text held as NUL-terminated UTF-8, so that statements can be walked with the tail pointer
/// of `sqlite3_prepare_v2` and offsets stay byte offsets, as SQLite reports them.
public struct SQLText {
    private let bytes: [CChar]   // UTF-8 plus a final NUL
    public init(_ text: String) { bytes = Array(text.utf8CString) }
    /// SQL given as UTF-8 bytes (read from a file, say); a NUL is appended. Text after a NUL
    /// inside `utf8` is invisible to SQLite, as with any C string.
    public init<Bytes: Collection>(utf8: Bytes) where Bytes.Element == UInt8 {
        var bytes = [CChar]()
        bytes.reserveCapacity(utf8.count + 1)
        for byte in utf8 { bytes.append(CChar(bitPattern: byte)) }
        bytes.append(0)
        self.bytes = bytes
    }
    /// Length in bytes, without the final NUL.
    public var count: Int { bytes.count - 1 }
    /// The text between two byte offsets.
    public func substring(_ from: Int, _ to: Int) -> String {
        bytes[from..<to].withUnsafeBufferPointer { buffer in
            String(decoding: UnsafeRawBufferPointer(buffer), as: UTF8.self)
        }
    }
    /// The statement starting at byte `offset`: up to the first `;` that completes it
    /// (`sqlite3_complete`), or to the end of the text.
    public func statementText(from offset: Int) -> String {
        var end = offset
        while end < count {
            if bytes[end] == 0x3B, SQLSyntax.isComplete(substring(offset, end + 1)) { return substring(offset, end + 1) }
            end += 1
        }
        return substring(offset, count)
    }

    func withCString<T>(from offset: Int, _ body: (UnsafePointer<CChar>, Int) throws -> T) rethrows -> T {
        try bytes.withUnsafeBufferPointer { buffer in
            try body(buffer.baseAddress! + offset, count - offset)
        }
    }
}
