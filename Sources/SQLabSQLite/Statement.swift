import CSQLite
import Foundation

/// One prepared statement: owns a `sqlite3_stmt*` and finalizes it when released, also after
/// an error.
///
/// The lifecycle is the C API's: prepare (`Connection.prepare`), `bind`, `step` until it returns
/// false, `reset` to run again with new values, finalize (automatic).
///
/// SQLite: <https://sqlite.org/c3ref/stmt.html>
public final class Statement {
    let handle: OpaquePointer
    /// The connection is kept alive as long as its statements.
    public let connection: Connection

    /// What the statement does, as SQLite said while preparing it (`StatementKind`).
    public let kind: StatementKind

    init(handle: OpaquePointer, connection: Connection, kind: StatementKind) {
        self.handle = handle
        self.connection = connection
        self.kind = kind
    }

    deinit {
        // sqlite3_finalize returns the error of the last step, already reported by `step`.
        _ = try? connection.check(sqlite3_finalize(handle), "sqlite3_finalize(stmt)")
    }

    /// The statement's SQL as prepared (`sqlite3_sql`).
    public var sql: String { String(cString: sqlite3_sql(handle)) }

    /// How many parameters (`?`, `?NNN`, `:name`) it has: the largest index
    /// (`sqlite3_bind_parameter_count`). Parameters are numbered from 1.
    public var parameterCount: Int { Int(sqlite3_bind_parameter_count(handle)) }

    /// How many columns each result row has (`sqlite3_column_count`); 0 for most non-queries.
    public var columnCount: Int { Int(sqlite3_column_count(handle)) }

    /// True when stepping gives rows to show: result columns, and no schema change. SQLite
    /// compiles `ALTER TABLE … ADD COLUMN … NOT NULL` with a check of its own, `SELECT
    /// raise(ABORT, …) FROM t` (src/alter.c), whose column is no result of the ALTER.
    public var returnsRows: Bool { columnCount > 0 && !kind.contains(.definesSchema) }

    /// The result column names (`sqlite3_column_name`), numbered from 0.
    public var columnNames: [String] {
        (0..<Int32(columnCount)).map { String(cString: sqlite3_column_name(handle, $0)) }
    }

    /// The declared types of the result columns, where they come straight from a table column.
    public var declaredTypes: [String?] {
        (0..<Int32(columnCount)).map { sqlite3_column_decltype(handle, $0).map { String(cString: $0) } }
    }

    /// True when the statement makes no direct change to the database file
    /// (`sqlite3_stmt_readonly`). Note that it is also true for `BEGIN`, `ATTACH` and some PRAGMAs.
    public var isReadOnly: Bool { sqlite3_stmt_readonly(handle) != 0 }

    /// True for EXPLAIN statements (`sqlite3_stmt_isexplain`).
    public var isExplain: Bool { sqlite3_stmt_isexplain(handle) != 0 }

    /// Binds `values` to parameters 1, 2, 3… in order. More values than parameters is
    /// SQLite's `SQLITE_RANGE`, exactly as the C API reports it.
    ///
    /// - Throws: `SQLiteError` from the first `sqlite3_bind_*` that fails.
    ///
    /// SQLite: <https://sqlite.org/c3ref/bind_blob.html>
    public func bind(_ values: [Value]) throws {
        for (i, value) in values.enumerated() {
            try bind(value, at: i + 1)
        }
    }

    /// Binds one value at a 1-based `index`.
    public func bind(_ value: Value, at index: Int) throws {
        let i = Int32(index)
        let rc: Int32
        switch value {
        case .null: rc = sqlite3_bind_null(handle, i)
        case .integer(let n):
            rc = Statement.fitsInt32(n) ? sqlite3_bind_int(handle, i, Int32(n)) : sqlite3_bind_int64(handle, i, n)
        case .real(let d): rc = sqlite3_bind_double(handle, i, d)
        case .text(let s):
            // An explicit byte count, so that text with a NUL inside is bound whole.
            rc = s.withCString { sqlite3_bind_text(handle, i, $0, Int32(s.utf8.count), sqlab_transient()) }
        case .blob(let bytes):
            rc = bytes.withUnsafeBytes { sqlite3_bind_blob(handle, i, $0.baseAddress, Int32($0.count), sqlab_transient()) }
        }
        do {
            try connection.check(rc, Statement.describeBind(value, at: i))
        } catch {
            // Binding reports no offset; the message is the code's own (`sqlite3_errstr`).
            throw SQLiteError(code: ResultCode(rawValue: rc), message: String(cString: sqlite3_errstr(rc)),
                              sql: sql, offset: -1, call: "sqlite3_bind")
        }
    }

    static func fitsInt32(_ n: Int64) -> Bool { n >= Int64(Int32.min) && n <= Int64(Int32.max) }

    /// The bind call as the C tutorials write it, for the trace.
    static func describeBind(_ value: Value, at i: Int32) -> String {
        switch value {
        case .null: return "sqlite3_bind_null(stmt, \(i))"
        case .integer(let n): return fitsInt32(n) ? "sqlite3_bind_int(stmt, \(i), \(n))" : "sqlite3_bind_int64(stmt, \(i), \(n))"
        case .real(let d): return "sqlite3_bind_double(stmt, \(i), \(Value.formatReal(d)))"
        case .text(let s):
            // The form `sqlab lab` prints calls in (CCallText).
            return "sqlite3_bind_text(stmt, \(i), \(CCallText.cString(s.utf8)), -1, SQLITE_TRANSIENT)"
        case .blob(let bytes): return "sqlite3_bind_blob(stmt, \(i), \(CCallText.blob(bytes)), \(bytes.count), SQLITE_TRANSIENT)"
        }
    }

    /// Advances to the next row.
    ///
    /// - Returns: true when a row is ready (`SQLITE_ROW`), false when the statement has run to
    ///   completion (`SQLITE_DONE`).
    /// - Throws: `SQLiteError` for any other code; the statement may then be `reset` and run again.
    ///
    /// SQLite: <https://sqlite.org/c3ref/step.html>
    @discardableResult
    public func step() throws -> Bool {
        // "In the 'v2' interface, the more specific error code is returned directly by
        // sqlite3_step()" — but the message and offset come from the connection.
        let rc = sqlite3_step(handle)
        if rc == SQLITE_ROW || rc == SQLITE_DONE {
            connection.trace("sqlite3_step(stmt)", rc)
            return rc == SQLITE_ROW
        }
        let text = sql
        return try connection.check(rc, "sqlite3_step(stmt)", accept: SQLITE_ROW, or: SQLITE_DONE,
                                    sql: text.trimmingCharacters(in: .whitespacesAndNewlines), rawSQL: text) == SQLITE_ROW
    }

    /// Resets the statement so it can be stepped again; bindings are kept.
    /// SQLite: <https://sqlite.org/c3ref/reset.html>
    public func reset() {
        // sqlite3_reset returns the error of the last step, already reported by `step`.
        _ = try? connection.check(sqlite3_reset(handle), "sqlite3_reset(stmt)")
    }

    /// Sets every parameter back to NULL (`sqlite3_clear_bindings`).
    public func clearBindings() { _ = try? connection.check(sqlite3_clear_bindings(handle), "sqlite3_clear_bindings(stmt)") }

    /// The current row's values, columns numbered from 0 (`sqlite3_column_*`).
    public func row() -> [Value] {
        (0..<Int32(columnCount)).map(column)
    }

    /// One column of the current row, decoded by its storage class.
    public func column(_ i: Int32) -> Value {
        switch sqlite3_column_type(handle, i) {
        case SQLITE_INTEGER: return .integer(sqlite3_column_int64(handle, i))
        case SQLITE_FLOAT: return .real(sqlite3_column_double(handle, i))
        case SQLITE_TEXT:
            // column_text before column_bytes, as sqlite.org advises; decode exactly that many
            // bytes so that a NUL inside the text is kept and invalid UTF-8 cannot crash.
            let pointer = sqlite3_column_text(handle, i)
            let count = Int(sqlite3_column_bytes(handle, i))
            guard let pointer else { return .text("") }
            return .text(String(decoding: UnsafeBufferPointer(start: pointer, count: count), as: UTF8.self))
        case SQLITE_BLOB:
            let pointer = sqlite3_column_blob(handle, i)
            let count = Int(sqlite3_column_bytes(handle, i))
            guard let pointer else { return .blob([]) }
            return .blob(Array(UnsafeRawBufferPointer(start: pointer, count: count)))
        default: return .null
        }
    }

    /// The raw text SQLite gives for a column (`sqlite3_column_text`), for formats that
    /// print values as SQLite converts them; nil for NULL.
    public func columnText(_ i: Int32) -> String? {
        guard let pointer = sqlite3_column_text(handle, i) else { return nil }
        let count = Int(sqlite3_column_bytes(handle, i))
        return String(decoding: UnsafeBufferPointer(start: pointer, count: count), as: UTF8.self)
    }

    /// Calls `body` with the bytes `sqlite3_column_text` gives for a column of the current row
    /// (exactly `sqlite3_column_bytes` of them, without the final NUL), without copying them into
    /// a `String`; returns nil, without calling `body`, for NULL. The bytes are valid only inside
    /// `body`.
    ///
    /// SQLite: <https://sqlite.org/c3ref/column_blob.html> ("call sqlite3_column_text() first to
    /// force the result into the desired format, then invoke sqlite3_column_bytes() to find the
    /// size of the result")
    public func withColumnText<R>(_ i: Int32, _ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R? {
        guard let pointer = sqlite3_column_text(handle, i) else { return nil }
        let count = Int(sqlite3_column_bytes(handle, i))
        return try body(UnsafeBufferPointer(start: pointer, count: count))
    }

    /// `sqlite3_column_int` (a 32-bit conversion, as sqllogictest's `I` type uses).
    public func columnInt32(_ i: Int32) -> Int32 { sqlite3_column_int(handle, i) }

    /// `sqlite3_column_double`.
    public func columnDouble(_ i: Int32) -> Double { sqlite3_column_double(handle, i) }

    /// True when the column of the current row is NULL.
    public func columnIsNull(_ i: Int32) -> Bool { sqlite3_column_type(handle, i) == SQLITE_NULL }
}
