/// A failed SQLite call: the extended result code, SQLite's own message, the SQL it was about,
/// and where in that SQL SQLite found the problem.
///
/// Behaviour is decided by `code`, never by the message text; `message` is what
/// `sqlite3_errmsg` said, kept for the learner. Learner-facing explanations belong to the
/// explainer (`Explainer`), not to this type.
///
/// SQLite: <https://sqlite.org/c3ref/errcode.html>
public struct SQLiteError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The extended result code (`sqlite3_extended_errcode`); `code.primary` is the primary one.
    public let code: ResultCode
    /// `sqlite3_errmsg` at the time of the failure, e.g. `near "updata": syntax error`.
    public let message: String
    /// The SQL of the statement that failed, when the failure was about one.
    public let sql: String?
    /// The byte offset into `sql` of the token SQLite blames (`sqlite3_error_offset`), or -1
    /// where SQLite gives none (as for "no such table").
    public let offset: Int
    /// The C function that returned the code, e.g. `sqlite3_step`.
    public let call: String
    /// The database file a failed `sqlite3_open_v2` was given, or the file of a failed write
    /// or read (`SQLITE_IOERR`, `SQLITE_FULL`, `SQLITE_CANTOPEN`), so that the report can name it.
    public var filename: String?
    /// The operating system's error number behind an I/O failure (`sqlite3_system_errno`, for
    /// `SQLITE_IOERR`, `SQLITE_FULL` and `SQLITE_CANTOPEN` on a file; 0 otherwise): `EFBIG` when
    /// the file size limit (`ulimit -f`) stopped a write. SQLite: <https://sqlite.org/c3ref/system_errno.html>
    public var systemErrno: Int32 = 0
    /// What the authorizer denied when `sqlite3_prepare_v2` failed because of it (`not
    /// authorized`, `not authorized to use function: printf`); nil otherwise.
    public var denial: AuthorizerDenial?

    public init(code: ResultCode, message: String, sql: String? = nil, offset: Int = -1, call: String = "", filename: String? = nil) {
        self.code = code
        self.message = message
        self.sql = sql
        self.offset = offset
        self.call = call
        self.filename = filename
    }

    public var description: String { "\(code): \(message)" }
}
