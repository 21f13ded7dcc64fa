import CSQLite

extension ResultCode {
    /// SQLite's English text for `code` (`sqlite3_errstr`, src/main.c `sqlite3ErrStr`): the
    /// message `sqlite3_errmsg` gives when no statement set one, "database is locked" for
    /// SQLITE_BUSY; "unknown error" for a code without a text.
    public static func errstr(_ code: ResultCode) -> String {
        String(cString: sqlite3_errstr(code.rawValue))
    }
}
