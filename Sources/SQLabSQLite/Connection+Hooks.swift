import CSQLite
import Foundation

/// What an authorizer is asked: one action SQLite is about to compile into a statement. Its
/// text arguments are read from SQLite's C strings only when asked for, and only during the
/// authorizer call that receives the request (a statement of 1,000 columns asks 1,000 times).
/// SQLite: <https://sqlite.org/c3ref/set_authorizer.html>
public struct AuthorizerRequest: @unchecked Sendable {
    /// The action code (`SQLITE_PRAGMA`, `SQLITE_FUNCTION`, `SQLITE_ATTACH`, …).
    public let action: Int32
    private let a: UnsafePointer<CChar>?
    private let b: UnsafePointer<CChar>?
    private let db: UnsafePointer<CChar>?

    init(action: Int32, a: UnsafePointer<CChar>?, b: UnsafePointer<CChar>?, database: UnsafePointer<CChar>?) {
        self.action = action
        self.a = a
        self.b = b
        self.db = database
    }

    /// True for the action codes of a query that only reads: `SQLITE_SELECT`, `SQLITE_READ`,
    /// `SQLITE_FUNCTION`, `SQLITE_RECURSIVE` (a PRAGMA, ATTACH, a transaction or any write is
    /// another code). SQLite: <https://sqlite.org/c3ref/c_alter_table.html>
    public var onlyReads: Bool {
        action == SQLITE_SELECT || action == SQLITE_READ || action == SQLITE_FUNCTION || action == SQLITE_RECURSIVE
    }

    /// The third and fourth arguments: what they hold depends on the action (table and column,
    /// pragma name and argument, function name, …).
    public var first: String? { a.map { String(cString: $0) } }
    public var second: String? { b.map { String(cString: $0) } }
    /// The database name (`main`, `temp`), where the action has one.
    public var database: String? { db.map { String(cString: $0) } }

    /// True when the third argument is `name`, compared without regard to ASCII case and
    /// without making a `String` (`sqlite3_stricmp`).
    public func firstIs(_ name: String) -> Bool {
        guard let a else { return false }
        return sqlite3_stricmp(a, name) == 0
    }
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
    /// What the statement being prepared does, as the authorizer calls say (`StatementKind`).
    var kind: StatementKind = []
    /// The first action the authorizer denied while the statement was prepared, if any.
    var denial: AuthorizerDenial?
    var progress: (() -> Bool)?
    var preupdate: ((RowChange) -> Void)?
}

extension Connection {
    /// Installs (or with nil, removes) an authorizer, consulted while statements are prepared.
    /// The C callback itself stays installed from `init` on: it also records what each
    /// statement does (`StatementKind`), with or without a decision to make.
    /// SQLite: <https://sqlite.org/c3ref/set_authorizer.html> ("The authorizer callback is
    /// invoked as SQL statements are being compiled by sqlite3_prepare()")
    public func setAuthorizer(_ decide: ((AuthorizerRequest) -> AuthorizerDecision)?) {
        hooks.authorizer = decide
    }

    /// Installs the C authorizer callback for good (called once, from `init`).
    func installAuthorizer() throws {
        let context = Unmanaged.passUnretained(hooks).toOpaque()
        let rc = sqlite3_set_authorizer(handle, { context, action, a, b, database, trigger in
            let box = Unmanaged<HookBox>.fromOpaque(context!).takeUnretainedValue()
            box.kind.formUnion(StatementKind.recorded(action: action, table: a, trigger: trigger))
            guard let decide = box.authorizer else { return SQLITE_OK }
            switch decide(AuthorizerRequest(action: action, a: a, b: b, database: database)) {
            case .allow: return SQLITE_OK
            case .deny:
                if box.denial == nil { box.denial = AuthorizerDenial(action: action, first: a.map { String(cString: $0) }, second: b.map { String(cString: $0) }) }
                return SQLITE_DENY
            case .ignore: return SQLITE_IGNORE
            }
        }, context)
        try check(rc, "sqlite3_set_authorizer(db, authorize, context)")
    }

    /// Installs a progress handler, called about every `instructions` virtual-machine
    /// instructions; when it returns true the statement stops with `SQLITE_INTERRUPT`.
    /// SQLite: <https://sqlite.org/c3ref/progress_handler.html>
    public func setProgressHandler(every instructions: Int32, _ shouldStop: (() -> Bool)?) {
        let box = hooks
        box.progress = shouldStop
        guard shouldStop != nil else {
            sqlite3_progress_handler(handle, 0, nil, nil)
            tracer?("sqlite3_progress_handler(db, 0, NULL, NULL)")
            return
        }
        let context = Unmanaged.passUnretained(box).toOpaque()
        tracer?("sqlite3_progress_handler(db, \(instructions), handler, context)")
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
        guard observe != nil else {
            sqlite3_preupdate_hook(handle, nil, nil)
            tracer?("sqlite3_preupdate_hook(db, NULL, NULL)")
            return
        }
        let context = Unmanaged.passUnretained(box).toOpaque()
        tracer?("sqlite3_preupdate_hook(db, observe, context)")
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
