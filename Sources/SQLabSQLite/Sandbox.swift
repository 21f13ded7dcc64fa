import CSQLite
import Foundation

/// The one configuration every connection that runs a learner's SQL goes through (run, check,
/// repl, grade), built on SQLite's own defences; `docs/sandbox.md` lists each defence, what it
/// prevents, and its values. The choices and their verification are in the project's research
/// notes (SANDBOX-NOTES: SQLite 3.40.1 as Debian builds it).
///
/// A sandboxed connection is a private `:memory:` database (never a shared cache or memdb URI),
/// so nothing a learner does reaches another connection. Learner SQL cannot touch host files:
/// ATTACH, DETACH and VACUUM INTO are denied, extension loading is off, and temporary data stays
/// in memory.
///
/// SQLite: <https://sqlite.org/security.html> ("Defense Against The Dark Arts")
public struct Sandbox: Sendable {
    /// Per-statement deadline in seconds (the contract's default is 1 s; `--timeout`).
    public var statementTimeout: Double = 1.0
    /// The `sqlite3_limit` values applied to learner connections, by limit id.
    public var limits: [(id: Int32, value: Int32)] = Sandbox.learnerLimits
    /// Pages each of `main` and `temp` may grow to (4 KiB pages: 4096 pages is 16 MiB).
    public var maxPageCount = 4096

    public init(statementTimeout: Double = 1.0) {
        self.statementTimeout = statementTimeout
    }

    /// Limits low enough to stop abuse and high enough for every lesson (values: SANDBOX-NOTES §2c).
    public static let learnerLimits: [(id: Int32, value: Int32)] = [
        (SQLITE_LIMIT_LENGTH, 1_000_000),            // giant strings and blobs → SQLITE_TOOBIG
        (SQLITE_LIMIT_SQL_LENGTH, 100_000),          // huge statements
        (SQLITE_LIMIT_COLUMN, 100),                  // wide tables and results
        (SQLITE_LIMIT_EXPR_DEPTH, 100),              // deep expression trees
        (SQLITE_LIMIT_COMPOUND_SELECT, 20),          // long UNION chains
        (SQLITE_LIMIT_VDBE_OP, 50_000),              // huge compiled programs
        (SQLITE_LIMIT_FUNCTION_ARG, 16),             // many-argument calls
        (SQLITE_LIMIT_ATTACHED, 0),                  // ATTACH and VACUUM INTO (which attaches)
        (SQLITE_LIMIT_LIKE_PATTERN_LENGTH, 100),     // costly LIKE/GLOB patterns
        (SQLITE_LIMIT_VARIABLE_NUMBER, 100),         // ?NNN parameter-array amplification
        (SQLITE_LIMIT_TRIGGER_DEPTH, 10),            // recursive trigger chains
        (SQLITE_LIMIT_WORKER_THREADS, 0),            // PRAGMA threads
    ]

    /// PRAGMAs a learner may run: read-only introspection, plus those the course teaches.
    /// Everything else (`temp_store_directory`, `hard_heap_limit`, `max_page_count`,
    /// `writable_schema`, `reverse_unordered_selects`, …) is denied.
    public static let allowedPragmas: Set<String> = [
        "table_info", "table_xinfo", "table_list", "index_list", "index_info", "index_xinfo",
        "foreign_key_list", "foreign_keys", "foreign_key_check", "defer_foreign_keys",
        "integrity_check", "quick_check", "collation_list", "function_list", "pragma_list",
        "compile_options", "user_version", "data_version", "page_count", "encoding",
    ]

    /// SQL functions a learner may not call. `printf`/`format` are here because one call with a
    /// huge width (`printf('%.*c', 2147483647, 'x')`) runs for seconds inside SQLite, where no
    /// limit, progress handler or interrupt reaches it (SANDBOX-NOTES, case 56).
    public static let deniedFunctions: Set<String> = [
        "load_extension", "fts3_tokenizer", "printf", "format", "readfile", "writefile", "edit",
    ]

    /// The hard heap limit of a process that runs one learner's SQL (`run`, `repl`, a check
    /// worker), in bytes: 64 MiB, as verified in SANDBOX-NOTES (case 51 stops in 0.4 s).
    public static let defaultHeapLimit: Int64 = 64 << 20

    /// Sets SQLite's process-wide hard heap limit, in bytes (`sqlite3_hard_heap_limit64`): the
    /// only bound that also reaches inside `sqlite3_prepare`. It is shared by every connection in
    /// the process, which is why checking runs answers in worker processes.
    /// SQLite: <https://sqlite.org/c3ref/hard_heap_limit64.html>
    /// - Returns: the limit before the call (what `sqlite3_hard_heap_limit64` returns).
    @discardableResult
    public static func setProcessHeapLimit(bytes: Int64) -> Int64 {
        sqlite3_hard_heap_limit64(bytes)
    }

    /// The process-wide hard heap limit now in force, in bytes (0: none).
    public static var processHeapLimit: Int64 { sqlite3_hard_heap_limit64(-1) }

    /// Opens a private in-memory connection with the whole sandbox applied: the connection
    /// configuration, the limits, temp storage in memory, the page cap, the authorizer and the
    /// statement deadline. Every setting is read back, and a connection on which one did not
    /// take is closed and refused.
    ///
    /// - Parameter tracer: receives every C call made, from `sqlite3_open_v2` on (`--trace`).
    /// - Throws: `SQLiteError` when SQLite cannot open a connection; `SandboxError` when a
    ///   setting reads back other than it was set.
    public func open(tracer: ((String) -> Void)? = nil) throws -> SandboxedConnection {
        let connection = try Connection(tracer: tracer)
        do {
            try configure(connection)
        } catch {
            connection.close()
            throw error
        }
        let policy = LearnerPolicy()
        connection.willPrepare = { policy.statementBegins() }
        connection.setAuthorizer(policy.authorize)
        return SandboxedConnection(connection: connection, timeout: statementTimeout, policy: policy)
    }

    /// Applies and reads back the `db_config` flags, the limits and the PRAGMAs.
    private func configure(_ connection: Connection) throws {
        // sqlite3_db_config: https://sqlite.org/c3ref/c_dbconfig_defensive.html
        try connection.configure(SQLITE_DBCONFIG_DEFENSIVE, 1)
        try connection.configure(SQLITE_DBCONFIG_WRITABLE_SCHEMA, 0)
        try connection.configure(SQLITE_DBCONFIG_TRUSTED_SCHEMA, 0)
        try connection.configure(SQLITE_DBCONFIG_ENABLE_LOAD_EXTENSION, 0)
        try connection.configure(SQLITE_DBCONFIG_ENABLE_FTS3_TOKENIZER, 0)  // on by default in Debian's build
        try connection.configure(SQLITE_DBCONFIG_DQS_DML, 0)
        try connection.configure(SQLITE_DBCONFIG_DQS_DDL, 0)
        try connection.check(sqlite3_enable_load_extension(connection.handle, 0), "sqlite3_enable_load_extension(db, 0)")
        for limit in limits { try connection.applyLimit(limit.id, limit.value) }
        try connection.execute("""
            PRAGMA temp_store=MEMORY;
            PRAGMA main.max_page_count=\(maxPageCount);
            PRAGMA temp.max_page_count=\(maxPageCount);
            """)
        // Read back: temp_store 2 is MEMORY; max_page_count answers with the cap in force.
        for (pragma, expected) in [("temp_store", 2), ("main.max_page_count", maxPageCount), ("temp.max_page_count", maxPageCount)] {
            let value = try connection.scalar("PRAGMA \(pragma)")
            guard case .integer(let found)? = value, found == Int64(expected) else {
                var found: Int64 = -1
                if case .integer(let n)? = value { found = n }
                throw SandboxError(setting: "PRAGMA \(pragma)", asked: Int64(expected), found: found)
            }
        }
    }

    /// The compile options this sandbox was verified against, and the version.
    static let expectedVersion = "3.40.1"

    /// Differences between the linked SQLite and the one the sandbox was verified against, as
    /// sentences for a warning; empty when they match. Checks `sqlite3_libversion` and that the
    /// options the sandbox relies on or defends against are as expected.
    /// SQLite: <https://sqlite.org/pragma.html#pragma_compile_options>
    public static func libraryDifferences() -> [String] {
        var notes: [String] = []
        let version = String(cString: sqlite3_libversion())
        if version != expectedVersion {
            notes.append("SQLite \(version) is linked; sqlab's sandbox was verified against \(expectedVersion).")
        }
        guard let connection = try? Connection(),
              let rows = try? connection.rows("PRAGMA compile_options") else { return notes }
        let options = Set(rows.compactMap { row -> String? in
            if case .text(let s)? = row.first { return s }
            return nil
        })
        if !options.contains("ENABLE_PREUPDATE_HOOK") {
            notes.append("this SQLite lacks ENABLE_PREUPDATE_HOOK: changed rows cannot be shown.")
        }
        return notes
    }
}

/// The learner policy: what the authorizer denies, and why.
/// SQLite: <https://sqlite.org/c3ref/c_alter_table.html> (the action codes and their arguments)
final class LearnerPolicy {
    /// ALTER TABLE rewrites the schema with SQL of SQLite's own that calls `printf`; once the
    /// authorizer has seen the ALTER, the rest of that statement's compilation may use it.
    private var alterInProgress = false

    func statementBegins() { alterInProgress = false }

    func authorize(_ request: AuthorizerRequest) -> AuthorizerDecision {
        switch request.action {
        case SQLITE_ATTACH, SQLITE_DETACH, SQLITE_CREATE_VTABLE, SQLITE_DROP_VTABLE:
            return .deny
        case SQLITE_ALTER_TABLE:
            alterInProgress = true
            return .allow
        case SQLITE_PRAGMA:
            let name = (request.first ?? "").lowercased()
            return Sandbox.allowedPragmas.contains(name) ? .allow : .deny
        case SQLITE_FUNCTION:
            // For SQLITE_FUNCTION the function name is the fourth argument.
            let name = (request.second ?? "").lowercased()
            if alterInProgress && (name == "printf" || name == "format") { return .allow }
            return Sandbox.deniedFunctions.contains(name) ? .deny : .allow
        case SQLITE_READ:
            // Asked for every column a statement reads: compared without making a String.
            return request.firstIs("sqlite_stmt") ? .deny : .allow
        default:
            return .allow
        }
    }
}

/// A connection with the sandbox applied, and a deadline for each statement it runs.
///
/// The deadline is enforced twice: by the progress handler (every 1000 VM instructions it
/// checks a monotonic clock) and by a watchdog that calls `sqlite3_interrupt` 250 ms after the
/// deadline, for single operations that run long between progress callbacks.
public final class SandboxedConnection {
    public let connection: Connection
    /// Seconds each statement may run.
    public var timeout: Double
    private let clock = DeadlineClock()

    let policy: LearnerPolicy

    init(connection: Connection, timeout: Double, policy: LearnerPolicy) {
        self.connection = connection
        self.timeout = timeout
        self.policy = policy
        let clock = self.clock
        connection.setProgressHandler(every: 1000) { clock.isPast }
    }

    deinit { clock.cancel() }

    /// Runs `body` (which steps statements on this connection) under the statement deadline;
    /// a statement that runs past it fails with `SQLITE_INTERRUPT`.
    public func withDeadline<T>(_ body: () throws -> T) rethrows -> T {
        clock.start(seconds: timeout, interrupting: connection)
        defer { clock.cancel() }
        return try body()
    }

    /// Whether the last `withDeadline` ran out of time (so an `SQLITE_INTERRUPT` was the
    /// deadline, not the user's Ctrl-C).
    public var deadlineExpired: Bool { clock.expired }

    /// Runs trusted SQL of sqlab's own (settings such as `PRAGMA reverse_unordered_selects`)
    /// with the authorizer set aside, so the learner policy does not refuse it.
    ///
    /// - Throws: `SQLiteError` from SQLite.
    public func hostExecute(_ sql: String) throws {
        connection.setAuthorizer(nil)
        defer { connection.setAuthorizer(policy.authorize) }
        try connection.execute(sql)
    }

    /// Stops the running statement now, from any thread (Ctrl-C in an interactive front end).
    public func interrupt() { connection.interrupt() }

    /// What a signal handler keeps to stop the running statement: see `InterruptHandle`.
    /// Valid while this connection is alive.
    public var interruptHandle: InterruptHandle { InterruptHandle(handle: connection.handle) }
}

/// The C handle of a connection and nothing else, for a SIGINT handler: a handler may only do
/// async-signal-safe work, so it cannot reach a Swift object (retain counts, locks), but it
/// may call `sqlite3_interrupt` on a stored handle. The REPL stores one for its current
/// connection and replaces it before that connection is released.
///
/// SQLite: <https://sqlite.org/c3ref/interrupt.html> ("It is safe to call this routine from a
/// thread different from the thread that is currently running the database operation.")
public struct InterruptHandle: @unchecked Sendable {
    let handle: OpaquePointer

    /// `sqlite3_interrupt` on the stored handle: the running statement stops with
    /// `SQLITE_INTERRUPT`; with none running, nothing happens to the next one.
    public func interrupt() { sqlite3_interrupt(handle) }
}

/// A monotonic deadline shared by the progress handler (on the stepping thread) and the
/// watchdog (one thread for the whole process). Starting and cancelling a run only set two
/// fields under a lock: a lesson of 100,000 statements arms no timer per statement.
final class DeadlineClock: @unchecked Sendable {
    private let lock = NSLock()
    private var deadline: UInt64 = .max
    private weak var target: Connection?
    private(set) var expired = false

    var isPast: Bool {
        lock.lock(); defer { lock.unlock() }
        if DispatchTime.now().uptimeNanoseconds >= deadline { expired = true; return true }
        return false
    }

    func start(seconds: Double, interrupting connection: Connection) {
        lock.lock()
        let nanos = UInt64(max(0, min(seconds, 86_400)) * 1e9)
        deadline = DispatchTime.now().uptimeNanoseconds + nanos
        expired = false
        target = connection
        lock.unlock()
        Watchdog.shared.watch(self)
    }

    func cancel() {
        lock.lock(); defer { lock.unlock() }
        deadline = .max
        target = nil
    }

    /// Called by the watchdog: interrupts the connection when the run is more than `grace`
    /// nanoseconds past its deadline, and only while the run is active (never after `cancel`,
    /// so never after the connection is closed). Returns false once the clock is idle.
    func check(now: UInt64, grace: UInt64) -> Bool {
        lock.lock(); defer { lock.unlock() }
        guard deadline != .max, let target else { return false }
        if now >= deadline &+ grace {
            expired = true
            target.interrupt()
        }
        return true
    }
}

/// One thread that looks at every running statement's deadline 20 times a second and calls
/// `sqlite3_interrupt` on those 250 ms past it: the second line of defence, for single
/// operations that run long between progress-handler calls.
final class Watchdog: @unchecked Sendable {
    static let shared = Watchdog()
    static let grace: UInt64 = 250_000_000
    private let lock = NSLock()
    private var clocks: [ObjectIdentifier: Weak] = [:]
    private var started = false

    private struct Weak { weak var clock: DeadlineClock? }

    func watch(_ clock: DeadlineClock) {
        lock.lock(); defer { lock.unlock() }
        clocks[ObjectIdentifier(clock)] = Weak(clock: clock)
        if !started {
            started = true
            let thread = Thread { [unowned self] in self.loop() }
            thread.name = "sqlab-watchdog"
            thread.start()
        }
    }

    private func loop() {
        while true {
            Thread.sleep(forTimeInterval: 0.05)
            lock.lock()
            let now = DispatchTime.now().uptimeNanoseconds
            for (key, entry) in clocks {
                if let clock = entry.clock, clock.check(now: now, grace: Watchdog.grace) { continue }
                clocks[key] = nil
            }
            lock.unlock()
        }
    }
}
