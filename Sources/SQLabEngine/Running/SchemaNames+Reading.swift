import SQLabSQLite
import SQLabText
import SQLabSQL
import SQLabLessons
extension SchemaNames {
    /// The tables and views of `connection`'s main database with their columns, in one query,
    /// at most `limit` tables (sorted by name).
    ///
    /// - Throws: `SQLiteError` from SQLite.
    public static func read(from connection: Connection, limit: Int) throws -> SchemaNames {
        let rows = try connection.rows("""
            SELECT m.name, p.name, p.type, p.pk FROM (SELECT name FROM main.sqlite_schema WHERE type IN ('table', 'view')
                                        AND name NOT LIKE 'sqlite%' ORDER BY name LIMIT \(limit)) AS m
            LEFT JOIN pragma_table_info(m.name) AS p ORDER BY m.name, p.cid
            """)
        var tables: [(name: String, columns: [String])] = []
        var keys: [String: [String]] = [:]
        for row in rows {
            guard case .text(let table) = row[0] else { continue }
            if tables.last?.name != table { tables.append((table, [])) }
            if case .text(let column) = row[1] { tables[tables.count - 1].columns.append(column) }
            if case .integer(let pk) = row[3], pk > 0 {
                var type = ""
                if case .text(let t) = row[2] { type = t }
                keys[table.lowercased(), default: []].append(type)
            }
        }
        var names = SchemaNames(tables: tables)
        // A primary key of one column: its declared type (INTEGER makes it the rowid).
        names.keyTypes = keys.compactMapValues { $0.count == 1 ? $0[0] : nil }
        return names
    }
}
