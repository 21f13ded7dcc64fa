/// A sandbox setting that did not take: after configuring a connection the sandbox reads every
/// limit and `db_config` flag back (`sqlite3_limit(db, id, -1)`, `sqlite3_db_config(db, op, -1,
/// &value)`, the PRAGMAs), and refuses to run learner SQL on a connection that differs from
/// what it asked for, as a SQLite built without an option, or with a lower hard limit, would.
///
/// SQLite: <https://sqlite.org/c3ref/limit.html> ("the new limit is silently truncated to the
/// hard upper bound"), <https://sqlite.org/c3ref/db_config.html>
public struct SandboxError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The setting, as the C API names it: `SQLITE_LIMIT_LENGTH`, `SQLITE_DBCONFIG_DEFENSIVE`,
    /// `PRAGMA main.max_page_count`.
    public let setting: String
    /// The value the sandbox set, and the value SQLite reports now.
    public let asked: Int64
    public let found: Int64

    public init(setting: String, asked: Int64, found: Int64) {
        self.setting = setting
        self.asked = asked
        self.found = found
    }

    public var description: String {
        "the sandbox could not be set up: \(setting) is \(found) after setting it to \(asked); learner SQL does not run without it"
    }
}
