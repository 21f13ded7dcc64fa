import CSQLite
import Foundation

/// One connection the C API lab (`sqlab lab`) opened for a learner: a `sqlite3*` that the lab's
/// handle table refers to, with every call the lab lets a learner make, made for real.
///
/// Safe by construction: the C handle never leaves this file, and a call on a connection that
/// has been closed returns `SQLITE_MISUSE` without reaching SQLite (in C it would use freed
/// memory). A `sqlite3_open` that fails keeps its handle, as C does, so that the learner can read
/// `sqlite3_errmsg` and must still close it.
///
/// Every lab connection gets the sandbox's defences (`Sandbox.learnerLimits`, the learner
/// authorizer, `SQLITE_DBCONFIG_DEFENSIVE`, temp storage in memory, a page cap) and a statement
/// deadline; the caller (the lab session) decides which file path may be opened at all.
///
/// SQLite: <https://sqlite.org/c3ref/open.html>, <https://sqlite.org/c3ref/close.html>
public final class LabConnection {
    /// The C handle; nil once closed (or zombie: closed with `sqlite3_close_v2` while statements
    /// were still unfinalized, in which case SQLite frees it when the last one is finalized).
    fileprivate var handle: OpaquePointer?
    /// The handle as `sqlite3_close_v2` left it, kept only so that its statements can still be
    /// finalized; never used for anything else.
    fileprivate var zombie: OpaquePointer?
    /// Statements prepared on this connection and not finalized yet.
    fileprivate var liveStatements = 0
    private let progress = ProgressBox()
    private let policy = LearnerPolicy()
    private let authorizerBox = HookBox()
    /// Seconds each `sqlite3_step` or `sqlite3_exec` may run before it is interrupted.
    public var timeout: Double = 1.0

    /// True until `sqlite3_close` or `sqlite3_close_v2` succeeds.
    public var isOpen: Bool { handle != nil }
    /// True after `sqlite3_close_v2` while some of its statements are still unfinalized.
    public var isZombie: Bool { handle == nil && zombie != nil }
    /// How many statements of this connection are not finalized.
    public var unfinalizedStatements: Int { liveStatements }

    private init(handle: OpaquePointer?) { self.handle = handle }

    deinit {
        // Statements hold their connection, so none is alive now: close_v2 frees everything.
        if let handle { sqlite3_close_v2(handle) }
    }

    /// `SQLITE_OPEN_READONLY`, `SQLITE_OPEN_READWRITE`, `SQLITE_OPEN_CREATE` (for callers that do
    /// not import the C header).
    public static let openReadOnly = SQLITE_OPEN_READONLY
    public static let openReadWrite = SQLITE_OPEN_READWRITE
    public static let openCreate = SQLITE_OPEN_CREATE

    /// `sqlite3_errstr(rc)`: the English text of a result code.
    public static func errstr(_ rc: Int32) -> String { String(cString: sqlite3_errstr(rc)) }

    /// The pages one database file of the lab may grow to (4 KiB pages: 1024 pages is 4 MiB).
    public static let maxPageCount = 1024

    /// The `sqlite3_open_v2` flags a learner may pass; anything else is refused by the lab
    /// before the call (`SQLITE_OPEN_URI`, `SQLITE_OPEN_SHAREDCACHE`, and SQLite's internal
    /// flags would leave the sandbox).
    public static let allowedOpenFlags: Int32 = SQLITE_OPEN_READONLY | SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE
        | SQLITE_OPEN_NOMUTEX | SQLITE_OPEN_FULLMUTEX | SQLITE_OPEN_PRIVATECACHE | SQLITE_OPEN_NOFOLLOW
        | SQLITE_OPEN_EXRESCODE | SQLITE_OPEN_MEMORY

    /// `sqlite3_open_v2(path, &db, flags, NULL)` on a path the caller has already confined to the
    /// scratch folder (or `:memory:`). `SQLITE_OPEN_NOFOLLOW` is always added, so a symbolic link
    /// anywhere in the path is refused by SQLite itself (`SQLITE_CANTOPEN`).
    ///
    /// - Returns: the result code, and the connection when SQLite returned a handle (also on
    ///   most failures: then it must still be closed, as in C). Nil when SQLite set `*ppDb` to
    ///   NULL (invalid flags: `SQLITE_MISUSE`; out of memory).
    public static func open(path: String, flags: Int32) -> (rc: Int32, connection: LabConnection?) {
        var db: OpaquePointer?
        let rc = sqlite3_open_v2(path, &db, flags | SQLITE_OPEN_NOFOLLOW, nil)
        guard let db else { return (rc, nil) }
        let connection = LabConnection(handle: db)
        connection.applySandbox()
        return (rc, connection)
    }

    /// The sandbox's connection settings (see `Sandbox.open`), without its in-memory-only rule.
    private func applySandbox() {
        guard let handle else { return }
        for option in [SQLITE_DBCONFIG_WRITABLE_SCHEMA, SQLITE_DBCONFIG_TRUSTED_SCHEMA, SQLITE_DBCONFIG_ENABLE_LOAD_EXTENSION,
                       SQLITE_DBCONFIG_ENABLE_FTS3_TOKENIZER, SQLITE_DBCONFIG_DQS_DML, SQLITE_DBCONFIG_DQS_DDL] {
            _ = sqlab_db_config_int(handle, option, 0)
        }
        _ = sqlab_db_config_int(handle, SQLITE_DBCONFIG_DEFENSIVE, 1)
        sqlite3_enable_load_extension(handle, 0)
        for limit in Sandbox.learnerLimits { sqlite3_limit(handle, limit.id, limit.value) }
        // These read no page of the file, so a file that is not a database still opens as in C
        // and fails at its first statement. Errors (a file that cannot be read) are the
        // learner's to meet on their own calls.
        _ = sqlite3_exec(handle, "PRAGMA temp_store=MEMORY", nil, nil, nil)
        let box = authorizerBox
        let policy = self.policy
        let trust = self.trust
        box.authorizer = { trust.isOn ? .allow : policy.authorize($0) }
        let context = Unmanaged.passUnretained(box).toOpaque()
        sqlite3_set_authorizer(handle, { context, action, a, b, database, _ in
            let box = Unmanaged<HookBox>.fromOpaque(context!).takeUnretainedValue()
            let request = AuthorizerRequest(action: action, a: a, b: b, database: database)
            switch box.authorizer?(request) ?? .allow {
            case .allow: return SQLITE_OK
            case .deny: return SQLITE_DENY
            case .ignore: return SQLITE_IGNORE
            }
        }, context)
        let progressContext = Unmanaged.passUnretained(progress).toOpaque()
        sqlite3_progress_handler(handle, 1000, { context in
            Unmanaged<ProgressBox>.fromOpaque(context!).takeUnretainedValue().isPast ? 1 : 0
        }, progressContext)
    }

    /// Caps the database file's growth, once it is known to be a database (`PRAGMA
    /// max_page_count` reads its header, which would turn the first statement's `SQLITE_NOTADB`
    /// into a failure of the open). Called before each statement the learner runs.
    private func capPages() {
        guard let handle, !pagesCapped else { return }
        policy.statementBegins()
        trust.isOn = true
        defer { trust.isOn = false }
        if sqlite3_exec(handle, "PRAGMA main.max_page_count=\(LabConnection.maxPageCount)", nil, nil, nil) == SQLITE_OK {
            pagesCapped = true
        }
    }
    private var pagesCapped = false
    /// On while sqlab runs SQL of its own (the page cap), which the learner authorizer would deny.
    private let trust = TrustSwitch()

    private func withDeadline<T>(_ body: () -> T) -> T {
        progressDeadline(true)
        defer { progressDeadline(false) }
        return body()
    }

    // MARK: - Calls on the connection

    /// `sqlite3_close(db)`: `SQLITE_BUSY` (and nothing closed) while statements are unfinalized.
    public func close() -> Int32 {
        guard let handle else { return SQLITE_MISUSE }
        let rc = sqlite3_close(handle)
        if rc == SQLITE_OK { self.handle = nil }
        return rc
    }

    /// `sqlite3_close_v2(db)`: always `SQLITE_OK`; with unfinalized statements the connection
    /// becomes a zombie that SQLite frees when the last one is finalized.
    public func closeV2() -> Int32 {
        guard let handle else { return SQLITE_MISUSE }
        let rc = sqlite3_close_v2(handle)
        self.handle = nil
        if liveStatements > 0 { zombie = handle }
        return rc
    }

    /// `sqlite3_exec(db, sql, NULL, NULL, &errmsg)`: runs every statement of `sql`.
    ///
    /// - Returns: the result code and the text `*errmsg` is set to (nil when it stays NULL).
    public func exec(_ sql: [UInt8]) -> (rc: Int32, errmsg: String?) {
        guard let handle else { return (SQLITE_MISUSE, nil) }
        var message: UnsafeMutablePointer<CChar>?
        let rc = withDeadline {
            sql.withUnsafeBufferPointer { buffer -> Int32 in
                var text = Array(buffer)
                text.append(0)
                return text.withUnsafeBufferPointer { buffer in
                    buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { cString in
                        policy.statementBegins()
                        return sqlite3_exec(handle, cString, nil, nil, &message)
                    }
                }
            }
        }
        let text = message.map { String(cString: $0) }
        sqlite3_free(message)
        return (rc, text)
    }

    /// `sqlite3_prepare_v2(db, sql, nByte, &stmt, &tail)` on the first `nByte` bytes of `sql`
    /// (all of it up to its first NUL when `nByte` is negative, as C reads a string).
    ///
    /// - Returns: the code, the statement (nil when SQLite set `*ppStmt` to NULL: on an error, or
    ///   for text with no statement), and the byte offset of the tail in `sql`.
    public func prepare(_ sql: [UInt8], nByte: Int32) -> (rc: Int32, statement: LabStatement?, tail: Int) {
        guard let handle else { return (SQLITE_MISUSE, nil, 0) }
        capPages()
        var text = sql
        text.append(0)
        var stmt: OpaquePointer?
        var tailOffset = 0
        let rc: Int32 = text.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { start in
                var tail: UnsafePointer<CChar>?
                policy.statementBegins()
                let rc = sqlite3_prepare_v2(handle, start, nByte, &stmt, &tail)
                tailOffset = tail.map { start.distance(to: $0) } ?? 0
                return rc
            }
        }
        guard let stmt else { return (rc, nil, tailOffset) }
        liveStatements += 1
        return (rc, LabStatement(handle: stmt, connection: self), tailOffset)
    }

    /// `sqlite3_errmsg(db)`.
    public var errmsg: String { handle.map { String(cString: sqlite3_errmsg($0)) } ?? "bad parameter or other API misuse" }
    /// `sqlite3_errcode(db)`.
    public var errcode: Int32 { handle.map(sqlite3_errcode) ?? SQLITE_MISUSE }
    /// `sqlite3_extended_errcode(db)`.
    public var extendedErrcode: Int32 { handle.map(sqlite3_extended_errcode) ?? SQLITE_MISUSE }
    /// `sqlite3_changes(db)`.
    public var changes: Int32 { handle.map(sqlite3_changes) ?? 0 }
    /// `sqlite3_total_changes(db)`.
    public var totalChanges: Int32 { handle.map(sqlite3_total_changes) ?? 0 }
    /// `sqlite3_last_insert_rowid(db)`.
    public var lastInsertRowid: Int64 { handle.map(sqlite3_last_insert_rowid) ?? 0 }
    /// `sqlite3_get_autocommit(db)`: 1 outside a transaction, 0 inside one.
    public var autocommit: Int32 { handle.map(sqlite3_get_autocommit) ?? 0 }

    /// `sqlite3_busy_timeout(db, ms)`; the lab caps the wait at the statement deadline.
    public func busyTimeout(_ milliseconds: Int32) -> Int32 {
        guard let handle else { return SQLITE_MISUSE }
        return sqlite3_busy_timeout(handle, min(milliseconds, Int32(timeout * 1000)))
    }

    /// `sqlite3_extended_result_codes(db, onoff)`.
    public func extendedResultCodes(_ on: Int32) -> Int32 {
        guard let handle else { return SQLITE_MISUSE }
        return sqlite3_extended_result_codes(handle, on)
    }

    /// `sqlite3_limit(db, id, value)`: returns the previous value. A new value above the
    /// sandbox's own limit is lowered to it, as SQLite lowers one above its compile-time maximum.
    public func limit(_ id: Int32, _ value: Int32) -> Int32 {
        guard let handle else { return -1 }
        let ceiling = Sandbox.learnerLimits.first { $0.id == id }?.value ?? sqlite3_limit(handle, id, -1)
        return sqlite3_limit(handle, id, value < 0 ? -1 : min(value, ceiling))
    }

    /// Name of the file behind `main` (`sqlite3_db_filename`), empty for an in-memory database.
    public var filename: String {
        guard let handle, let name = sqlite3_db_filename(handle, "main") else { return "" }
        return String(cString: name)
    }
}

/// Whether the statement being prepared is sqlab's own.
private final class TrustSwitch { var isOn = false }

/// The deadline the progress handler checks.
private final class ProgressBox {
    var deadline: UInt64 = .max
    var isPast: Bool { DispatchTime.now().uptimeNanoseconds >= deadline }
}

/// One statement the lab prepared for a learner: a `sqlite3_stmt*`, and every call on it.
///
/// After `sqlite3_finalize` the handle is gone and every call returns `SQLITE_MISUSE` without
/// reaching SQLite (in C, a finalized statement is freed memory). Once its connection is closed
/// with `sqlite3_close_v2`, only `sqlite3_finalize` still reaches SQLite.
///
/// SQLite: <https://sqlite.org/c3ref/stmt.html>
public final class LabStatement {
    private var handle: OpaquePointer?
    public let connection: LabConnection

    fileprivate init(handle: OpaquePointer, connection: LabConnection) {
        self.handle = handle
        self.connection = connection
    }

    deinit { _ = finalize() }

    /// True until finalized.
    public var isLive: Bool { handle != nil }

    /// The handle, when calls other than finalize may use it.
    private var usable: OpaquePointer? { connection.isOpen ? handle : nil }

    /// `sqlite3_finalize(stmt)`: returns the code of the last failed step, else `SQLITE_OK`.
    public func finalize() -> Int32 {
        guard let handle else { return SQLITE_MISUSE }
        let rc = sqlite3_finalize(handle)
        self.handle = nil
        connection.liveStatements -= 1
        if connection.liveStatements == 0 { connection.zombie = nil }
        return rc
    }

    /// `sqlite3_step(stmt)` under the connection's deadline.
    public func step() -> Int32 {
        guard let handle = usable else { return SQLITE_MISUSE }
        connection.progressDeadline(true)
        defer { connection.progressDeadline(false) }
        return sqlite3_step(handle)
    }

    /// `sqlite3_reset(stmt)`.
    public func reset() -> Int32 { usable.map(sqlite3_reset) ?? SQLITE_MISUSE }
    /// `sqlite3_clear_bindings(stmt)`.
    public func clearBindings() -> Int32 { usable.map(sqlite3_clear_bindings) ?? SQLITE_MISUSE }

    /// `sqlite3_bind_int64` (and `_int`, which the caller checks fits 32 bits).
    public func bind(_ index: Int32, int value: Int64) -> Int32 {
        usable.map { sqlite3_bind_int64($0, index, value) } ?? SQLITE_MISUSE
    }
    /// `sqlite3_bind_double`.
    public func bind(_ index: Int32, double value: Double) -> Int32 {
        usable.map { sqlite3_bind_double($0, index, value) } ?? SQLITE_MISUSE
    }
    /// `sqlite3_bind_null`.
    public func bindNull(_ index: Int32) -> Int32 { usable.map { sqlite3_bind_null($0, index) } ?? SQLITE_MISUSE }
    /// `sqlite3_bind_text(stmt, index, text, n, SQLITE_TRANSIENT)` with exactly these bytes
    /// (SQLite copies them: the lab's literals never need to outlive the call).
    public func bind(_ index: Int32, text bytes: [UInt8]) -> Int32 {
        guard let handle = usable else { return SQLITE_MISUSE }
        return bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress.map { base in
                base.withMemoryRebound(to: CChar.self, capacity: bytes.count) {
                    sqlite3_bind_text(handle, index, $0, Int32(bytes.count), sqlab_transient())
                }
            } ?? sqlite3_bind_text(handle, index, "", 0, sqlab_transient())
        }
    }
    /// `sqlite3_bind_blob(stmt, index, bytes, n, SQLITE_TRANSIENT)`.
    public func bind(_ index: Int32, blob bytes: [UInt8]) -> Int32 {
        guard let handle = usable else { return SQLITE_MISUSE }
        if bytes.isEmpty { return sqlite3_bind_zeroblob(handle, index, 0) }
        return bytes.withUnsafeBytes { sqlite3_bind_blob(handle, index, $0.baseAddress, Int32(bytes.count), sqlab_transient()) }
    }
    /// `sqlite3_bind_zeroblob(stmt, index, n)`: `SQLITE_TOOBIG` when `n` is over the length limit.
    public func bindZeroblob(_ index: Int32, _ n: Int32) -> Int32 {
        usable.map { sqlite3_bind_zeroblob($0, index, n) } ?? SQLITE_MISUSE
    }

    /// `sqlite3_bind_parameter_count(stmt)`.
    public var parameterCount: Int32 { usable.map(sqlite3_bind_parameter_count) ?? 0 }
    /// `sqlite3_bind_parameter_index(stmt, name)`: 0 when there is no such parameter.
    public func parameterIndex(_ name: String) -> Int32 { usable.map { sqlite3_bind_parameter_index($0, name) } ?? 0 }
    /// `sqlite3_bind_parameter_name(stmt, i)`: nil for a `?` or an index out of range.
    public func parameterName(_ index: Int32) -> String? {
        usable.flatMap { sqlite3_bind_parameter_name($0, index) }.map { String(cString: $0) }
    }

    /// `sqlite3_column_count(stmt)`.
    public var columnCount: Int32 { usable.map(sqlite3_column_count) ?? 0 }
    /// `sqlite3_data_count(stmt)`: the columns of the current row, 0 when there is none.
    public var dataCount: Int32 { usable.map(sqlite3_data_count) ?? 0 }
    /// `sqlite3_column_name(stmt, i)`: nil out of range.
    public func columnName(_ i: Int32) -> String? {
        usable.flatMap { sqlite3_column_name($0, i) }.map { String(cString: $0) }
    }
    /// `sqlite3_column_type(stmt, i)`: `SQLITE_INTEGER` (1) … `SQLITE_NULL` (5).
    public func columnType(_ i: Int32) -> Int32 { usable.map { sqlite3_column_type($0, i) } ?? SQLITE_NULL }
    /// `sqlite3_column_int(stmt, i)`.
    public func columnInt(_ i: Int32) -> Int32 { usable.map { sqlite3_column_int($0, i) } ?? 0 }
    /// `sqlite3_column_int64(stmt, i)`.
    public func columnInt64(_ i: Int32) -> Int64 { usable.map { sqlite3_column_int64($0, i) } ?? 0 }
    /// `sqlite3_column_double(stmt, i)`.
    public func columnDouble(_ i: Int32) -> Double { usable.map { sqlite3_column_double($0, i) } ?? 0 }
    /// `sqlite3_column_text(stmt, i)` then `sqlite3_column_bytes`: the bytes, or nil for a NULL
    /// pointer (a NULL value, an index out of range, no current row).
    public func columnText(_ i: Int32) -> [UInt8]? {
        guard let handle = usable, let pointer = sqlite3_column_text(handle, i) else { return nil }
        return Array(UnsafeBufferPointer(start: pointer, count: Int(sqlite3_column_bytes(handle, i))))
    }
    /// `sqlite3_column_blob(stmt, i)` then `sqlite3_column_bytes`: nil for a NULL pointer (also a
    /// zero-length blob).
    public func columnBlob(_ i: Int32) -> [UInt8]? {
        guard let handle = usable, let pointer = sqlite3_column_blob(handle, i) else { return nil }
        return Array(UnsafeRawBufferPointer(start: pointer, count: Int(sqlite3_column_bytes(handle, i))))
    }
    /// `sqlite3_column_bytes(stmt, i)`.
    public func columnBytes(_ i: Int32) -> Int32 { usable.map { sqlite3_column_bytes($0, i) } ?? 0 }

    /// The value of column `i` of the current row, by its storage class (for showing a row).
    public func value(_ i: Int32) -> Value {
        guard let handle = usable else { return .null }
        switch sqlite3_column_type(handle, i) {
        case SQLITE_INTEGER: return .integer(sqlite3_column_int64(handle, i))
        case SQLITE_FLOAT: return .real(sqlite3_column_double(handle, i))
        case SQLITE_TEXT: return .text(String(decoding: columnText(i) ?? [], as: UTF8.self))
        case SQLITE_BLOB: return .blob(columnBlob(i) ?? [])
        default: return .null
        }
    }

    /// `sqlite3_sql(stmt)`.
    public var sql: String { usable.flatMap(sqlite3_sql).map { String(cString: $0) } ?? "" }
    /// `sqlite3_stmt_readonly(stmt)`.
    public var isReadOnly: Bool { usable.map { sqlite3_stmt_readonly($0) != 0 } ?? true }
    /// `sqlite3_stmt_busy(stmt)`: true between a step and the reset that ends the run.
    public var isBusy: Bool { usable.map { sqlite3_stmt_busy($0) != 0 } ?? false }
}

extension LabConnection {
    /// Called on the main thread with the handle of the connection whose `sqlite3_step` or
    /// `sqlite3_exec` starts, and with nil when it returns, so that an interactive front end can
    /// point Ctrl-C at the running statement (and never at a connection closed since).
    nonisolated(unsafe) public static var runningDidChange: ((InterruptHandle?) -> Void)?

    fileprivate func progressDeadline(_ on: Bool) {
        if on {
            capPages()
            progress.deadline = DispatchTime.now().uptimeNanoseconds + UInt64(max(0, min(timeout, 3600)) * 1e9)
            if let handle { LabConnection.runningDidChange?(InterruptHandle(handle: handle)) }
        } else {
            progress.deadline = .max
            LabConnection.runningDidChange?(nil)
        }
    }
}

/// The names of the C constants the lab understands in arguments, from `sqlite3.h`: open
/// flags, limit ids, datatype codes (result-code names come from `ResultCode`).
public enum LabConstants {
    public static let values: [String: Int64] = {
        var table: [String: Int64] = [
            "SQLITE_OPEN_READONLY": Int64(SQLITE_OPEN_READONLY), "SQLITE_OPEN_READWRITE": Int64(SQLITE_OPEN_READWRITE),
            "SQLITE_OPEN_CREATE": Int64(SQLITE_OPEN_CREATE), "SQLITE_OPEN_URI": Int64(SQLITE_OPEN_URI),
            "SQLITE_OPEN_MEMORY": Int64(SQLITE_OPEN_MEMORY), "SQLITE_OPEN_NOMUTEX": Int64(SQLITE_OPEN_NOMUTEX),
            "SQLITE_OPEN_FULLMUTEX": Int64(SQLITE_OPEN_FULLMUTEX), "SQLITE_OPEN_SHAREDCACHE": Int64(SQLITE_OPEN_SHAREDCACHE),
            "SQLITE_OPEN_PRIVATECACHE": Int64(SQLITE_OPEN_PRIVATECACHE), "SQLITE_OPEN_NOFOLLOW": Int64(SQLITE_OPEN_NOFOLLOW),
            "SQLITE_OPEN_EXRESCODE": Int64(SQLITE_OPEN_EXRESCODE),
            "SQLITE_LIMIT_LENGTH": Int64(SQLITE_LIMIT_LENGTH), "SQLITE_LIMIT_SQL_LENGTH": Int64(SQLITE_LIMIT_SQL_LENGTH),
            "SQLITE_LIMIT_COLUMN": Int64(SQLITE_LIMIT_COLUMN), "SQLITE_LIMIT_VARIABLE_NUMBER": Int64(SQLITE_LIMIT_VARIABLE_NUMBER),
            "SQLITE_INTEGER": Int64(SQLITE_INTEGER), "SQLITE_FLOAT": Int64(SQLITE_FLOAT), "SQLITE_TEXT": Int64(SQLITE_TEXT),
            "SQLITE_BLOB": Int64(SQLITE_BLOB), "SQLITE_NULL": Int64(SQLITE_NULL),
        ]
        for name in ResultCode.allNames { if let code = ResultCode(parsing: name) { table[name] = Int64(code.rawValue) } }
        return table
    }()
}
