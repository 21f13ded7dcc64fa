import SQLabSQLite
import SQLabText
import SQLabSQL
import SQLabLessons
/// What one SQL statement returned: column names and rows.
public struct QueryResult: Sendable, Equatable, Codable {
    public var columns: [String]
    public var rows: [[Value]]
    public init(columns: [String], rows: [[Value]]) {
        self.columns = columns
        self.rows = rows
    }
}

/// One table of a database, as a change exercise compares it: its columns with what the
/// lesson format compares (name, affinity of the declared type, default, NOT NULL, primary key)
/// and its rows.
public struct TableSnapshot: Sendable, Equatable, Codable {
    public struct Column: Sendable, Equatable, Codable {
        public var name: String
        public var declaredType: String
        public var notNull: Bool
        public var defaultValue: String?
        public var primaryKey: Int
        /// The type affinity of the declared type (INTEGER, TEXT, BLOB, REAL, NUMERIC), by
        /// SQLite's rules: <https://sqlite.org/datatype3.html#determination_of_column_affinity>.
        public var affinity: String { TableSnapshot.affinity(of: declaredType) }
    }
    public var name: String
    public var columns: [Column]
    public var rows: [[Value]]

    /// SQLite's five rules for column affinity, in order.
    public static func affinity(of declaredType: String) -> String {
        let t = declaredType.uppercased()
        if t.contains("INT") { return "INTEGER" }
        if t.contains("CHAR") || t.contains("CLOB") || t.contains("TEXT") { return "TEXT" }
        if t.contains("BLOB") || t.isEmpty { return "BLOB" }
        if t.contains("REAL") || t.contains("FLOA") || t.contains("DOUB") { return "REAL" }
        return "NUMERIC"
    }
}

/// Every table of a database but SQLite's own `sqlite_%` tables, sorted by lower-cased name.
public struct DatabaseSnapshot: Sendable, Equatable, Codable {
    public var tables: [TableSnapshot]

    /// Reads the `main` database of `connection` (schema-qualified, so TEMP objects that shadow
    /// a table do not change what is read).
    ///
    /// - Throws: `SQLiteError` if SQLite cannot read it.
    public static func read(_ connection: Connection) throws -> DatabaseSnapshot {
        let names = try connection.rows("SELECT name FROM main.sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' ORDER BY lower(name)")
        var tables: [TableSnapshot] = []
        for row in names {
            guard case .text(let name) = row[0] else { continue }
            let quoted = "\"" + name.replacingOccurrences(of: "\"", with: "\"\"") + "\""
            let columns = try connection.rows("PRAGMA main.table_info(\(quoted))").map { info -> TableSnapshot.Column in
                func text(_ v: Value) -> String? { if case .text(let s) = v { return s }; return nil }
                func int(_ v: Value) -> Int { if case .integer(let i) = v { return Int(i) }; return 0 }
                return TableSnapshot.Column(name: text(info[1]) ?? "", declaredType: text(info[2]) ?? "",
                                            notNull: int(info[3]) != 0, defaultValue: text(info[4]), primaryKey: int(info[5]))
            }
            let rows = try connection.rows("SELECT * FROM main.\(quoted)")
            tables.append(TableSnapshot(name: name, columns: columns, rows: rows))
        }
        return DatabaseSnapshot(tables: tables)
    }
}
