import CSQLite

/// What an authorizer denied while a statement was prepared: the action code and its first
/// two arguments, as `sqlite3_set_authorizer` passed them, so that an explanation can say what
/// was refused (`PRAGMA writable_schema`, ATTACH, the function `printf`) instead of listing
/// everything a sandbox refuses.
///
/// SQLite: <https://sqlite.org/c3ref/c_alter_table.html> (the action codes and what their
/// arguments hold: the PRAGMA's name for `SQLITE_PRAGMA`, the file for `SQLITE_ATTACH`, the
/// function's name as the second argument for `SQLITE_FUNCTION`).
public struct AuthorizerDenial: Equatable, Sendable {
    /// The action code (`SQLITE_PRAGMA`, `SQLITE_ATTACH`, `SQLITE_FUNCTION`, …).
    public let action: Int32
    /// The action's third and fourth callback arguments (nil where SQLite passes NULL).
    public let first: String?, second: String?

    public init(action: Int32, first: String?, second: String?) {
        self.action = action
        self.first = first
        self.second = second
    }

    /// What was refused, by kind.
    public enum Kind: Equatable, Sendable {
        /// ATTACH (also what VACUUM INTO asks for) or DETACH.
        case attachOrDetach
        /// CREATE or DROP of a virtual table; its module.
        case virtualTable(module: String?)
        /// A PRAGMA, by its lower-case name.
        case pragma(String)
        /// A call of a function, by its lower-case name.
        case function(String)
        /// A CREATE of a table, index, view or trigger.
        case create
        /// A read of a table's column; the table.
        case read(table: String)
        /// Any other action.
        case other
    }

    /// What was refused, from the action code and its arguments.
    public var kind: Kind {
        switch action {
        case SQLITE_ATTACH, SQLITE_DETACH: return .attachOrDetach
        case SQLITE_CREATE_VTABLE, SQLITE_DROP_VTABLE: return .virtualTable(module: second)
        case SQLITE_PRAGMA: return .pragma((first ?? "").lowercased())
        case SQLITE_FUNCTION: return .function((second ?? "").lowercased())
        case SQLITE_CREATE_TABLE, SQLITE_CREATE_INDEX, SQLITE_CREATE_VIEW, SQLITE_CREATE_TRIGGER,
             SQLITE_CREATE_TEMP_TABLE, SQLITE_CREATE_TEMP_INDEX, SQLITE_CREATE_TEMP_VIEW, SQLITE_CREATE_TEMP_TRIGGER:
            return .create
        case SQLITE_READ: return .read(table: first ?? "")
        default: return .other
        }
    }
}
