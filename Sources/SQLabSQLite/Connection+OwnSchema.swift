import Foundation

/// The check that one of sqlab's own database files (the progress store, a grading database)
/// holds only what sqlab writes there, made before any of its tables is read: such files are
/// opened with `Connection.trustedStore` (no deadline, no heap limit) and people pass them
/// around, so a view, a trigger or a generated column in one would run its SQL there. Reading
/// `sqlite_schema` and `PRAGMA table_xinfo` runs no SQL of the file's
/// (<https://sqlite.org/schematab.html>, <https://sqlite.org/pragma.html#pragma_table_xinfo>).
public enum ForeignSchemaObject: Equatable, Sendable {
    /// A schema object other than `tables` and their automatic indexes (`type` as
    /// `sqlite_schema` gives it: table, index, view, trigger).
    case object(type: String, name: String)
    /// A generated column of one of `tables` (`hidden` is 2 or 3 in `table_xinfo`).
    case generatedColumn(table: String, column: String)
}

extension Connection {
    /// The first thing in this database's schema that is not one of `tables` (or its
    /// `sqlite_autoindex_*` indexes), or a generated column of one of them; nil when the schema
    /// is only what sqlab writes.
    ///
    /// - Throws: `SQLiteError` when the schema cannot be read (not a database, damaged).
    public func foreignSchemaObject(allowing tables: Set<String>) throws -> ForeignSchemaObject? {
        for row in try rows("SELECT type, name FROM sqlite_schema") {
            let type = row[0].cellText, name = row[1].cellText
            let ours = (type == "table" && tables.contains(name)) || (type == "index" && name.hasPrefix("sqlite_autoindex_"))
            if !ours { return .object(type: type, name: name) }
        }
        for table in tables.sorted() {
            for column in try rows("SELECT name, hidden FROM pragma_table_xinfo(?)", [.text(table)]) where column[1] != .integer(0) {
                return .generatedColumn(table: table, column: column[0].cellText)
            }
        }
        return nil
    }
}
