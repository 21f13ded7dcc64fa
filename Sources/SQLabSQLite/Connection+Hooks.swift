import CSQLite
import Foundation

/// What an authorizer is asked: one action SQLite is about to compile into a statement.
/// SQLite: <https://sqlite.org/c3ref/set_authorizer.html>
public struct AuthorizerRequest: Sendable {
    /// The action code (`SQLITE_PRAGMA`, `SQLITE_FUNCTION`, `SQLITE_ATTACH`, …).
    public let action: Int32
    /// The third and fourth arguments: what they hold depends on the action (table and column,
    /// pragma name and argument, function name, …).
    public let first: String?
    public let second: String?
    /// The database name (`main`, `temp`), where the action has one.
    public let database: String?
}

/// The authorizer's answer.
public enum AuthorizerDecision {
    case allow, deny, ignore
}

/// One row change seen by the pre-update hook: the table, the operation, the old row (for
/// UPDATE and DELETE) and the new row (for INSERT and UPDATE), in the table's column order.
/// SQLite: <https://sqlite.org/c3ref/preupdate_blobwrite.html>
public struct RowChange: Equatable, Sendable {
    public enum Operation: String, Sendable { case insert = "INSERT", update = "UPDATE", delete = "DELETE" }
    public let operation: Operation
    public let database: String
    public let table: String
    /// The rowid before (UPDATE, DELETE) and after (INSERT, UPDATE) the change.
    public let oldRowid: Int64
    public let newRowid: Int64
    public let old: [Value]?
    public let new: [Value]?

    public init(operation: Operation, database: String, table: String, oldRowid: Int64, newRowid: Int64, old: [Value]?, new: [Value]?) {
        self.operation = operation
        self.database = database
        self.table = table
        self.oldRowid = oldRowid
        self.newRowid = newRowid
        self.old = old
        self.new = new
    }
}

/// The Swift closures behind a connection's C hooks; the C side gets an unretained pointer to it,
/// which stays valid because the connection owns the box.
final class HookBox {
    var authorizer: ((AuthorizerRequest) -> AuthorizerDecision)?
    var progress: (() -> Bool)?
    var preupdate: ((RowChange) -> Void)?
}

extension Connection {
    /// Installs (or with nil, removes) an authorizer, consulted while statements are prepared.
    /// SQLite: <https://sqlite.org/c3ref/set_authorizer.html> ("The authorizer callback is
    /// invoked as SQL statements are being compiled by sqlite3_prepare()")
    public func setAuthorizer(_ decide: ((AuthorizerRequest) -> AuthorizerDecision)?) {
        let box = hooks
        box.authorizer = decide
        guard decide != nil else { sqlite3_set_authorizer(handle, nil, nil); return }
        let context = Unmanaged.passUnretained(box).toOpaque()
        sqlite3_set_authorizer(handle, { context, action, a, b, database, _ in
            let box = Unmanaged<HookBox>.fromOpaque(context!).takeUnretainedValue()
            let request = AuthorizerRequest(action: action, first: a.map { String(cString: $0) },
                                            second: b.map { String(cString: $0) },
                                            database: database.map { String(cString: $0) })
            switch box.authorizer?(request) ?? .allow {
            case .allow: return SQLITE_OK
            case .deny: return SQLITE_DENY
            case .ignore: return SQLITE_IGNORE
            }
        }, context)
    }

    /// Installs a progress handler, called about every `instructions` virtual-machine
    /// instructions; when it returns true the statement stops with `SQLITE_INTERRUPT`.
    /// SQLite: <https://sqlite.org/c3ref/progress_handler.html>
    public func setProgressHandler(every instructions: Int32, _ shouldStop: (() -> Bool)?) {
        let box = hooks
        box.progress = shouldStop
        guard shouldStop != nil else { sqlite3_progress_handler(handle, 0, nil, nil); return }
        let context = Unmanaged.passUnretained(box).toOpaque()
        sqlite3_progress_handler(handle, instructions, { context in
            let box = Unmanaged<HookBox>.fromOpaque(context!).takeUnretainedValue()
            return (box.progress?() ?? false) ? 1 : 0
        }, context)
    }

    /// Installs (or with nil, removes) the pre-update hook, which sees each row an INSERT,
    /// UPDATE or DELETE is about to change, with its old and new values.
    /// SQLite: <https://sqlite.org/c3ref/preupdate_blobwrite.html>
    public func setPreupdateHook(_ observe: ((RowChange) -> Void)?) {
        let box = hooks
        box.preupdate = observe
        guard observe != nil else { sqlite3_preupdate_hook(handle, nil, nil); return }
        let context = Unmanaged.passUnretained(box).toOpaque()
        sqlite3_preupdate_hook(handle, { context, db, op, database, table, oldKey, newKey in
            let box = Unmanaged<HookBox>.fromOpaque(context!).takeUnretainedValue()
            guard let observe = box.preupdate, let db else { return }
            let count = sqlite3_preupdate_count(db)
            func read(_ old: Bool) -> [Value] {
                (0..<count).map { i in
                    var value: OpaquePointer?
                    let rc = old ? sqlite3_preupdate_old(db, i, &value) : sqlite3_preupdate_new(db, i, &value)
                    guard rc == SQLITE_OK, let value else { return .null }
                    return Value(sqliteValue: value)
                }
            }
            let operation: RowChange.Operation
            switch op {
            case SQLITE_INSERT: operation = .insert
            case SQLITE_DELETE: operation = .delete
            default: operation = .update
            }
            observe(RowChange(operation: operation,
                              database: database.map { String(cString: $0) } ?? "main",
                              table: table.map { String(cString: $0) } ?? "",
                              oldRowid: oldKey, newRowid: newKey,
                              old: operation == .insert ? nil : read(true),
                              new: operation == .delete ? nil : read(false)))
        }, context)
    }
}

extension Value {
    /// Decodes an unprotected `sqlite3_value*` by its storage class.
    init(sqliteValue value: OpaquePointer) {
        switch sqlite3_value_type(value) {
        case SQLITE_INTEGER: self = .integer(sqlite3_value_int64(value))
        case SQLITE_FLOAT: self = .real(sqlite3_value_double(value))
        case SQLITE_TEXT:
            let pointer = sqlite3_value_text(value)
            let count = Int(sqlite3_value_bytes(value))
            self = .text(pointer.map { String(decoding: UnsafeBufferPointer(start: $0, count: count), as: UTF8.self) } ?? "")
        case SQLITE_BLOB:
            let pointer = sqlite3_value_blob(value)
            let count = Int(sqlite3_value_bytes(value))
            self = .blob(pointer.map { Array(UnsafeRawBufferPointer(start: $0, count: count)) } ?? [])
        default: self = .null
        }
    }
}
