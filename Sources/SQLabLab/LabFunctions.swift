/// The C API functions the lab makes, with the kind of each parameter and of the return value,
/// as declared in `sqlite3.h` (SQLite 3.40.1) and documented at <https://sqlite.org/c3ref/funclist.html>.
public struct LabFunction: Sendable {
    /// What a parameter must be.
    public enum Parameter: Sendable, Equatable {
        /// `sqlite3 *`
        case db
        /// `sqlite3_stmt *`
        case stmt
        /// `sqlite3 **`: `&db`
        case outDB
        /// `sqlite3_stmt **`: `&stmt`
        case outStmt
        /// `const char **`: `&tail`, or NULL
        case outTail
        /// `char **`: `&errmsg`, or NULL
        case outErrmsg
        /// `const char *` file name
        case filename
        /// `const char *` SQL text
        case sql
        /// `const char *` text to bind
        case text
        /// `const char *` a parameter name (`:name`)
        case parameterName
        /// `const void *` blob bytes
        case blob
        /// `int` byte count (`-1`: up to the NUL)
        case byteCount
        /// `int` (a parameter or column index, a flag, a timeout, …)
        case int
        /// `sqlite3_int64`
        case int64
        /// `double`
        case double
        /// `void (*)(void *)`: `SQLITE_TRANSIENT`, `SQLITE_STATIC` (or NULL, which is STATIC)
        case destructor
        /// `const char *` VFS name: only NULL
        case vfs
        /// `int (*callback)(void *, int, char **, char **)`: only NULL in the lab
        case callback
        /// `void *` first argument of the callback: only NULL
        case callbackArgument
        /// `void *` memory to free (`sqlite3_free(errmsg)`)
        case memory
    }

    /// What the function returns.
    public enum Returns: Sendable, Equatable {
        /// An `int` result code (`SQLITE_OK`, `SQLITE_ROW`, …): the calls a lesson's `expect=` judges.
        case code
        /// An `int` that is a result code as data (`sqlite3_errcode`): shown with its name, never judged.
        case codeValue
        /// An `int` datatype code (`sqlite3_column_type`).
        case datatype
        case int
        case int64
        case double
        /// `const unsigned char *` / `const char *` text (NULL possible).
        case text
        /// `const void *` blob bytes (NULL possible).
        case blob
        case void
    }

    public let name: String
    public let parameters: [Parameter]
    /// Parameter names as `sqlite3.h` writes them, for messages.
    public let parameterNames: [String]
    public let returns: Returns
    /// The sqlite.org page that documents it.
    public let page: String

    /// Every function the lab knows, by name.
    public static let all: [String: LabFunction] = Dictionary(uniqueKeysWithValues: list.map { ($0.name, $0) })

    /// The names, sorted, for completion and "did you mean".
    public static let names: [String] = list.map(\.name).sorted()

    static func f(_ name: String, _ parameters: [(String, Parameter)], _ returns: Returns, _ page: String) -> LabFunction {
        LabFunction(name: name, parameters: parameters.map(\.1), parameterNames: parameters.map(\.0), returns: returns,
                    page: "https://sqlite.org/c3ref/\(page).html")
    }

    static let list: [LabFunction] = [
        f("sqlite3_open", [("filename", .filename), ("ppDb", .outDB)], .code, "open"),
        f("sqlite3_open_v2", [("filename", .filename), ("ppDb", .outDB), ("flags", .int), ("zVfs", .vfs)], .code, "open"),
        f("sqlite3_close", [("db", .db)], .code, "close"),
        f("sqlite3_close_v2", [("db", .db)], .code, "close"),
        f("sqlite3_exec", [("db", .db), ("sql", .sql), ("callback", .callback), ("arg", .callbackArgument), ("errmsg", .outErrmsg)], .code, "exec"),
        f("sqlite3_free", [("p", .memory)], .void, "free"),
        f("sqlite3_prepare_v2", [("db", .db), ("zSql", .sql), ("nByte", .byteCount), ("ppStmt", .outStmt), ("pzTail", .outTail)], .code, "prepare"),
        f("sqlite3_bind_int", [("stmt", .stmt), ("index", .int), ("value", .int)], .code, "bind_blob"),
        f("sqlite3_bind_int64", [("stmt", .stmt), ("index", .int), ("value", .int64)], .code, "bind_blob"),
        f("sqlite3_bind_double", [("stmt", .stmt), ("index", .int), ("value", .double)], .code, "bind_blob"),
        f("sqlite3_bind_text", [("stmt", .stmt), ("index", .int), ("text", .text), ("n", .byteCount), ("destructor", .destructor)], .code, "bind_blob"),
        f("sqlite3_bind_blob", [("stmt", .stmt), ("index", .int), ("bytes", .blob), ("n", .byteCount), ("destructor", .destructor)], .code, "bind_blob"),
        f("sqlite3_bind_null", [("stmt", .stmt), ("index", .int)], .code, "bind_blob"),
        f("sqlite3_bind_zeroblob", [("stmt", .stmt), ("index", .int), ("n", .int)], .code, "bind_blob"),
        f("sqlite3_bind_parameter_count", [("stmt", .stmt)], .int, "bind_parameter_count"),
        f("sqlite3_bind_parameter_index", [("stmt", .stmt), ("zName", .parameterName)], .int, "bind_parameter_index"),
        f("sqlite3_bind_parameter_name", [("stmt", .stmt), ("index", .int)], .text, "bind_parameter_name"),
        f("sqlite3_step", [("stmt", .stmt)], .code, "step"),
        f("sqlite3_reset", [("stmt", .stmt)], .code, "reset"),
        f("sqlite3_clear_bindings", [("stmt", .stmt)], .code, "clear_bindings"),
        f("sqlite3_finalize", [("stmt", .stmt)], .code, "finalize"),
        f("sqlite3_column_count", [("stmt", .stmt)], .int, "column_count"),
        f("sqlite3_data_count", [("stmt", .stmt)], .int, "data_count"),
        f("sqlite3_column_name", [("stmt", .stmt), ("iCol", .int)], .text, "column_name"),
        f("sqlite3_column_type", [("stmt", .stmt), ("iCol", .int)], .datatype, "column_blob"),
        f("sqlite3_column_int", [("stmt", .stmt), ("iCol", .int)], .int, "column_blob"),
        f("sqlite3_column_int64", [("stmt", .stmt), ("iCol", .int)], .int64, "column_blob"),
        f("sqlite3_column_double", [("stmt", .stmt), ("iCol", .int)], .double, "column_blob"),
        f("sqlite3_column_text", [("stmt", .stmt), ("iCol", .int)], .text, "column_blob"),
        f("sqlite3_column_blob", [("stmt", .stmt), ("iCol", .int)], .blob, "column_blob"),
        f("sqlite3_column_bytes", [("stmt", .stmt), ("iCol", .int)], .int, "column_blob"),
        f("sqlite3_sql", [("stmt", .stmt)], .text, "expanded_sql"),
        f("sqlite3_stmt_readonly", [("stmt", .stmt)], .int, "stmt_readonly"),
        f("sqlite3_stmt_busy", [("stmt", .stmt)], .int, "stmt_busy"),
        f("sqlite3_errmsg", [("db", .db)], .text, "errcode"),
        f("sqlite3_errcode", [("db", .db)], .codeValue, "errcode"),
        f("sqlite3_extended_errcode", [("db", .db)], .codeValue, "errcode"),
        f("sqlite3_errstr", [("rc", .int)], .text, "errcode"),
        f("sqlite3_extended_result_codes", [("db", .db), ("onoff", .int)], .code, "extended_result_codes"),
        f("sqlite3_changes", [("db", .db)], .int, "changes"),
        f("sqlite3_total_changes", [("db", .db)], .int, "total_changes"),
        f("sqlite3_last_insert_rowid", [("db", .db)], .int64, "last_insert_rowid"),
        f("sqlite3_busy_timeout", [("db", .db), ("ms", .int)], .code, "busy_timeout"),
        f("sqlite3_get_autocommit", [("db", .db)], .int, "get_autocommit"),
        f("sqlite3_limit", [("db", .db), ("id", .int), ("newVal", .int)], .int, "limit"),
        f("sqlite3_libversion", [], .text, "libversion"),
    ]
}
