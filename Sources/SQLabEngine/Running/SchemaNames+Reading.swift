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
            SELECT m.name, p.name FROM (SELECT name FROM main.sqlite_schema WHERE type IN ('table', 'view')
                                        AND name NOT LIKE 'sqlite%' ORDER BY name LIMIT \(limit)) AS m
            LEFT JOIN pragma_table_info(m.name) AS p ORDER BY m.name, p.cid
            """)
        var tables: [(name: String, columns: [String])] = []
        for row in rows {
            guard case .text(let table) = row[0] else { continue }
            if tables.last?.name != table { tables.append((table, [])) }
            if case .text(let column) = row[1] { tables[tables.count - 1].columns.append(column) }
        }
        return SchemaNames(tables: tables)
    }
}
