import SQLabSQLite
import SQLabText
import SQLabLessons
import SQLabEngine
/// One record of a sqllogictest script: a run of non-blank lines, as `LogictestScript` parsed it.
///
/// The record types and their arguments are those of SQLite's original format
/// (sqllogictest `about.wiki`; FORMAT-NOTES §2): `statement ok|error`,
/// `query TYPES [SORT [LABEL]]`, `hash-threshold N` and `halt`, each optionally preceded by
/// `skipif DB` / `onlyif DB` lines. A record that does not follow the format is kept as
/// `.malformed`, so that the runner reports it where it stands (file and line) and stops the file
/// there, as the reference runner does for an unknown record type.
public struct LogictestRecord {
    /// A condition line before the record (FORMAT-NOTES §6).
    public enum Condition: Equatable {
        /// `skipif DB`: skip the record when the engine is DB.
        case skipIf(String)
        /// `onlyif DB`: skip the record unless the engine is DB.
        case onlyIf(String)

        /// True when this condition says to skip the record on `engine`; engine names compare
        /// case-insensitively (the reference runner uses `stricmp` against "SQLite").
        public func skips(engine: String) -> Bool {
            switch self {
            case .skipIf(let name): return name.lowercased() == engine.lowercased()
            case .onlyIf(let name): return name.lowercased() != engine.lowercased()
            }
        }
    }

    /// How a query's rendered values are sorted before they are compared (FORMAT-NOTES §4).
    public enum SortMode: String, Equatable {
        /// The engine's order.
        case nosort
        /// Rows sorted, compared value by value as byte strings (`strcmp`).
        case rowsort
        /// Every value sorted on its own, ignoring rows.
        case valuesort
    }

    /// A letter of a query's type string: how each result column is rendered (FORMAT-NOTES §3).
    public enum ColumnType: Character, Equatable {
        /// `T`: the text SQLite gives, `(empty)` for an empty string, `@` for unprintable bytes.
        case text = "T"
        /// `I`: `sqlite3_column_int`, a 32-bit conversion, printed with `%d`.
        case integer = "I"
        /// `R`: `sqlite3_column_double` printed by SQLite's own `printf('%.3f')`.
        case real = "R"
    }

    /// What the record asks for.
    public enum Kind: Equatable {
        /// Run the SQL (every statement in it, like `sqlite3_exec`); it must fail when
        /// `expectError`, else succeed.
        case statement(expectError: Bool)
        /// Run the SQL's first statement and compare its rendered values with `expected`.
        /// `label` is the label's first 20 characters (FORMAT-NOTES §5).
        case query(types: [ColumnType], sort: SortMode, label: String?)
        /// Hash results of more than N values from here on; 0: never.
        case hashThreshold(Int)
        /// Stop the file here (not an error).
        case halt
        /// Not a record of the format; the catalogue text says why, e.g. `unknown record type
        /// 'qurey'` (`test.unknown-record-type`).
        case malformed(LocalizedText)
    }

    /// One line of expected results, after `----`.
    public struct ExpectedLine {
        /// 1-based line number in the file.
        public let line: Int
        /// The line's bytes, without its line ending.
        public let bytes: ArraySlice<UInt8>
        /// The line as text (invalid UTF-8 replaced), for reports.
        public var text: String { String(decoding: bytes, as: UTF8.self) }
    }

    /// 1-based line of the record's type line (`statement ok`, `query II`…), after any
    /// condition lines: the line reports point to, as the reference runner's do.
    public let line: Int
    /// The `skipif`/`onlyif` lines before the type line, in order.
    public let conditions: [Condition]
    /// What the record asks for.
    public let kind: Kind
    /// The type line's first four whitespace-separated words, joined by one space
    /// (`query II rowsort label-1`); anything after them is ignored.
    public let header: String
    /// The SQL of a statement or query record: its lines joined with `\n`. Nil for other kinds.
    public let sql: SQLText?
    /// For a query, the lines after `----` (empty when there is no `----` or nothing after it).
    public let expected: [ExpectedLine]

    public init(line: Int, conditions: [Condition], kind: Kind, header: String, sql: SQLText?, expected: [ExpectedLine]) {
        self.line = line
        self.conditions = conditions
        self.kind = kind
        self.header = header
        self.sql = sql
        self.expected = expected
    }

    /// The SQL as text, for reports; nil when the record has none.
    public var sqlText: String? { sql.map { $0.substring(0, $0.count) } }
}
