import CSQLite

/// What a prepared statement does, as SQLite says it while compiling it: from
/// `sqlite3_stmt_readonly`, `sqlite3_stmt_isexplain`, and the action codes the authorizer is
/// called with during `sqlite3_prepare_v2` (only those of the statement itself, not of the
/// trigger bodies SQLite compiles into it). Nothing here reads the SQL's text, so comments,
/// `WITH` clauses and odd spacing before the verb change nothing.
///
/// SQLite: <https://sqlite.org/c3ref/c_alter_table.html> (the action codes),
/// <https://sqlite.org/c3ref/stmt_readonly.html>, <https://sqlite.org/c3ref/stmt_isexplain.html>
public struct StatementKind: OptionSet, Sendable, Hashable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// `sqlite3_stmt_readonly`: the statement makes no direct change to the database file
    /// (also true of BEGIN, COMMIT, SAVEPOINT and RELEASE).
    public static let readOnly = StatementKind(rawValue: 1 << 0)
    /// `sqlite3_stmt_isexplain` is 1 or 2: EXPLAIN or EXPLAIN QUERY PLAN, which changes nothing.
    public static let explain = StatementKind(rawValue: 1 << 1)
    /// An INSERT, UPDATE or DELETE (`SQLITE_INSERT`, `SQLITE_UPDATE`, `SQLITE_DELETE`) on a
    /// table other than the schema table.
    public static let writesRows = StatementKind(rawValue: 1 << 2)
    /// A CREATE, DROP or ALTER of a table, index, view, trigger or virtual table
    /// (`SQLITE_CREATE_*`, `SQLITE_DROP_*`, `SQLITE_ALTER_TABLE`).
    public static let definesSchema = StatementKind(rawValue: 1 << 3)
    /// COMMIT, END, ROLLBACK, RELEASE or ROLLBACK TO (`SQLITE_TRANSACTION` and
    /// `SQLITE_SAVEPOINT` with any operation but BEGIN): the schema may go back to an earlier
    /// state, or a deferred change become visible.
    public static let endsTransaction = StatementKind(rawValue: 1 << 4)

    /// True for INSERT, REPLACE, UPDATE and DELETE (also after a WITH clause, also with an
    /// UPSERT), whose `sqlite3_changes64` is the rows they changed; false for DDL, which also
    /// writes the schema table (and, for DROP TABLE, deletes the table's rows).
    public var changesRows: Bool { contains(.writesRows) && !contains(.definesSchema) && !contains(.explain) && !contains(.readOnly) }

    /// True when the schema may be different once the statement has run: DDL, and the end of a
    /// transaction or savepoint (which may roll DDL back).
    public var mayChangeSchema: Bool { !contains(.explain) && (contains(.definesSchema) || contains(.endsTransaction)) }

    /// The kind one authorizer call adds: `action` is the action code, `table` its third
    /// argument, `trigger` its sixth (non-NULL inside a trigger body, which is not the
    /// statement's own action).
    static func recorded(action: Int32, table: UnsafePointer<CChar>?, trigger: UnsafePointer<CChar>?) -> StatementKind {
        guard trigger == nil else { return [] }
        switch action {
        case SQLITE_CREATE_INDEX, SQLITE_CREATE_TABLE, SQLITE_CREATE_TEMP_INDEX, SQLITE_CREATE_TEMP_TABLE,
             SQLITE_CREATE_TEMP_TRIGGER, SQLITE_CREATE_TEMP_VIEW, SQLITE_CREATE_TRIGGER, SQLITE_CREATE_VIEW,
             SQLITE_DROP_INDEX, SQLITE_DROP_TABLE, SQLITE_DROP_TEMP_INDEX, SQLITE_DROP_TEMP_TABLE,
             SQLITE_DROP_TEMP_TRIGGER, SQLITE_DROP_TEMP_VIEW, SQLITE_DROP_TRIGGER, SQLITE_DROP_VIEW,
             SQLITE_ALTER_TABLE, SQLITE_CREATE_VTABLE, SQLITE_DROP_VTABLE:
            return .definesSchema
        case SQLITE_INSERT, SQLITE_UPDATE, SQLITE_DELETE:
            guard let table else { return .writesRows }
            // The schema table's own name as the authorizer gives it (src/build.c, SCHEMA_TABLE).
            if sqlite3_stricmp(table, "sqlite_master") == 0 || sqlite3_stricmp(table, "sqlite_temp_master") == 0 { return [] }
            return .writesRows
        case SQLITE_TRANSACTION, SQLITE_SAVEPOINT:
            // The third argument is the operation: BEGIN, COMMIT, ROLLBACK (transactions);
            // BEGIN, RELEASE, ROLLBACK (savepoints).
            guard let table, sqlite3_stricmp(table, "BEGIN") != 0 else { return [] }
            return .endsTransaction
        default:
            return []
        }
    }
}
