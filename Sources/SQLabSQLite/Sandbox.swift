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
    /// Per-statement deadline in seconds (the contract's default is 1 s; `--timeout`). It is
    /// counted in SQLite virtual-machine instructions, `stepsPerSecond` to the second, so a
    /// statement stops at the same point however loaded the machine is; a wall clock at
    /// `wallClockFactor` times the deadline backs it up for work between instructions.
    public var statementTimeout: Double = 1.0
    /// The `sqlite3_limit` values applied to learner connections, by limit id.
    public var limits: [(id: Int32, value: Int32)] = Sandbox.learnerLimits
    /// Pages each of `main` and `temp` may grow to (4 KiB pages: 4096 pages is 16 MiB).
    public var maxPageCount = 4096
    /// The budget every connection opened from this sandbox charges, shared: set for a
    /// lesson's own SQL in one command (`LessonBudget`); nil for a learner's answers and the
    /// REPL, which have their own budgets.
    public var lessonBudget: LessonBudget?

    public init(statementTimeout: Double = 1.0) {
        self.statementTimeout = statementTimeout
    }

    /// Virtual-machine instructions that count as one second of a statement's deadline and of
    /// the lesson budget (`LessonBudget`). What a CPU second runs depends on the instructions:
    /// `bench/vm-rate.c` (a progress handler every 1000 instructions, as here, on the thread's
    /// CPU time; 2026-12-02, 2 cores, load average 4–6) measured 20.6–25.2 million a second for
    /// a recursive CTE (`WITH RECURSIVE c(x) … x < 3000000`: each row queued and read back,
    /// the work of the hostile lessons that run up against the budget, Tests/Data/hostile
    /// class 2), and 59–79 million for bench/gen-lesson.awk's 100,000 statements (mostly
    /// OFFSET scans, two cheap instructions a row; 452 million instructions, 22.6 s at this
    /// rate, which is why `bench/slt` runs them with `--timeout 10`). The rate is set for the
    /// costly kind, so that neither a deadline nor the budget lets a statement run longer than
    /// its seconds say on a machine like this one; cheap instructions are over-counted up to
    /// about three times.
    public static let stepsPerSecond: Int64 = 20_000_000

    /// Bytes SQLite allocates that count as one virtual-machine instruction of a statement's
    /// allowance (the byte meter, `installByteMeter()`): one instruction can copy or build a
    /// value of up to `SQLITE_LIMIT_LENGTH` bytes (`hex()`, `upper()`, `||`, a 479 KB text read
    /// from overflow pages), which the instruction count alone misses. 16 bytes an instruction
    /// makes 320 MB of new values one second of the deadline: `bench/bytes` measured this
    /// machine building them at 300–600 MB a second, idle.
    public static let bytesPerInstruction: Int64 = 16
    /// Bytes each statement may allocate before the byte meter charges it: preparing a
    /// statement allocates about 11 KB outside the lookaside (an INSERT of the course), which
    /// is not the cost the meter is for, and would otherwise make a lesson of 100,000 small
    /// statements (`bench/gen-lesson.awk`) cost a second of instructions per 30,000.
    public static let uncountedBytesPerStatement: Int64 = 16_384

    /// Installs the byte meter: SQLite's allocator wrapped so that the bytes each statement
    /// allocates are charged to its instruction allowance (`bytesPerInstruction`), on the
    /// thread that steps it. It must run before SQLite is initialized (before any connection
    /// opens in the process), so `CommandLineTool.run` calls it first; later it does nothing
    /// and returns false, and statements are charged for their instructions only.
    /// SQLite: <https://sqlite.org/c3ref/config.html> (`SQLITE_CONFIG_GETMALLOC`, `SQLITE_CONFIG_MALLOC`)
    @discardableResult
    public static func installByteMeter() -> Bool {
        ByteMeter.install()
    }

    /// How many times the deadline the wall clock allows a statement before it is interrupted
    /// anyway (for work the instruction count does not see: a long prepare, a big sort). A
    /// statement stopped by the wall clock ran out because of the machine's load, which the
    /// checker says (`SandboxedConnection.stop`), so that a verdict never rests on it.
    public static let wallClockFactor = 10.0
    /// The most seconds the wall clock allows a statement beyond its deadline, whatever the
    /// factor gives: one instruction can be costly (`length()` of a 479 KB text in a cross
    /// join runs 10 s below its instruction allowance), and every statement must end within a
    /// few seconds (1 s deadline: at most 4 s of wall time; `.timeout 10`: 13 s, not 100 s).
    public static let wallClockAllowance = 3.0

    /// Seconds of wall-clock time a statement with a deadline of `timeout` seconds may run:
    /// `wallClockFactor` times the deadline, at most `wallClockAllowance` more than it.
    public static func wallClockLimit(forDeadline timeout: Double) -> Double {
        min(timeout * wallClockFactor, timeout + wallClockAllowance)
    }

    /// The longest statement a learner connection prepares, in bytes (`SQLITE_LIMIT_SQL_LENGTH`).
    public static var sqlLengthLimit: Int {
        Int(learnerLimits.first { $0.id == SQLITE_LIMIT_SQL_LENGTH }?.value ?? 100_000)
    }

    /// Limits low enough to stop abuse and high enough for every lesson (values: SANDBOX-NOTES §2c).
    public static let learnerLimits: [(id: Int32, value: Int32)] = [
        (SQLITE_LIMIT_LENGTH, 500_000),              // giant strings and blobs → SQLITE_TOOBIG
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

    /// The sandbox for a sqllogictest script (`sqlab test FILE`), which is as untrusted as a
    /// downloaded lesson: every defence of the learner sandbox (no ATTACH or VACUUM INTO, no
    /// extensions, the authorizer, the page cap, the deadline, `SQLITE_LIMIT_LENGTH`), with only
    /// the size limits that the published scripts go past raised to what they need (`select5`
    /// joins 64 tables in long statements; `evidence/` has wide results and long compounds).
    public static var logictest: Sandbox {
        var sandbox = Sandbox(statementTimeout: 1.0)
        let raised: [Int32: Int32] = [
            SQLITE_LIMIT_SQL_LENGTH: 1_000_000, SQLITE_LIMIT_COLUMN: 2000, SQLITE_LIMIT_EXPR_DEPTH: 1000,
            SQLITE_LIMIT_COMPOUND_SELECT: 500, SQLITE_LIMIT_VDBE_OP: 1_000_000, SQLITE_LIMIT_FUNCTION_ARG: 127,
            SQLITE_LIMIT_VARIABLE_NUMBER: 32766, SQLITE_LIMIT_TRIGGER_DEPTH: 100,
        ]
        sandbox.limits = learnerLimits.map { (id: $0.id, value: raised[$0.id] ?? $0.value) }
        return sandbox
    }

    /// Schema objects (tables, indexes, views, triggers) a learner may create on one connection:
    /// every CREATE reads the whole schema, so 5,000 of them took 3.3 s of single instructions
    /// before the page cap stopped them (hostile case 39); 1,000 take about 0.2 s.
    public static let schemaObjectLimit = 1000

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

    /// Bytes of memory SQLite holds in this process now, for every connection
    /// (`sqlite3_memory_used`). SQLite: <https://sqlite.org/c3ref/memory_highwater.html>
    public static var memoryInUse: Int64 { sqlite3_memory_used() }

    /// The heap limit a command that runs learner SQL sets for its process, in bytes:
    /// `defaultHeapLimit` on top of what SQLite already holds in the process (nothing, in a
    /// fresh `sqlab` process; earlier work, when a command runs inside a host such as a test).
    public static var learnerHeapLimit: Int64 { memoryInUse + defaultHeapLimit }

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
        return SandboxedConnection(connection: connection, timeout: statementTimeout, policy: policy, lessonBudget: lessonBudget)
    }

    /// A sandboxed in-memory connection holding a copy of the database file at `path` (the
    /// backup API copies its pages; no SQL of the file runs while it is copied), for reading a
    /// database a learner made (the lab's scratch folder) under the same limits as learner SQL.
    ///
    /// - Throws: `SQLiteError` when the file cannot be opened or is not a database.
    public func open(copyOf path: String) throws -> SandboxedConnection {
        let file = try Connection(path: path, readOnly: true)
        defer { file.close() }
        let sandboxed = try open()
        try file.copy(into: sandboxed.connection)
        return sandboxed
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
        // After the limits: the bounded built-ins read SQLITE_LIMIT_LENGTH for their helper.
        try BoundedFunctions.register(on: connection)
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
    /// Tables, indexes, views and triggers created on this connection so far.
    private var created = 0

    func statementBegins() { alterInProgress = false }

    func authorize(_ request: AuthorizerRequest) -> AuthorizerDecision {
        switch request.action {
        case SQLITE_CREATE_TABLE, SQLITE_CREATE_INDEX, SQLITE_CREATE_VIEW, SQLITE_CREATE_TRIGGER,
             SQLITE_CREATE_TEMP_TABLE, SQLITE_CREATE_TEMP_INDEX, SQLITE_CREATE_TEMP_VIEW, SQLITE_CREATE_TEMP_TRIGGER:
            // Each CREATE scans the whole schema (OP_ParseSchema), so thousands of small ones
            // cost time quadratic in their number, inside single instructions.
            created += 1
            return created > Sandbox.schemaObjectLimit ? .deny : .allow
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
/// The deadline is counted in virtual-machine instructions: the progress handler is called
/// every 1000 of them and stops the statement once `timeout × Sandbox.stepsPerSecond` have run,
/// which does not depend on the machine's load. A wall clock backs it up: the progress handler
/// also stops the statement `Sandbox.wallClockLimit(forDeadline:)` after it started, and a
/// watchdog calls `sqlite3_interrupt` 250 ms after that, for single operations that run long
/// between progress callbacks.
public final class SandboxedConnection {
    public let connection: Connection
    /// Seconds each statement may run (in instructions: `Sandbox.stepsPerSecond` to the second).
    public var timeout: Double
    private let clock = DeadlineClock()

    let policy: LearnerPolicy

    /// What stopped a statement at its deadline.
    public enum Stop: Equatable, Sendable {
        /// It ran its allowance of virtual-machine instructions: the same on any machine.
        case steps
        /// The wall clock ran out first: the machine was busy, or one operation ran long
        /// between instructions. A verdict must not rest on this.
        case wallClock
        /// The lesson's budget for all its SQL ran out (`Sandbox.lessonBudget`).
        case lessonBudget
    }

    /// The lesson's budget this connection charges, if any (`Sandbox.lessonBudget`); set to
    /// nil once the lesson's steps have run on it and a person's statements follow (the REPL).
    public var lessonBudget: LessonBudget?

    init(connection: Connection, timeout: Double, policy: LearnerPolicy, lessonBudget: LessonBudget? = nil) {
        self.connection = connection
        self.timeout = timeout
        self.policy = policy
        self.lessonBudget = lessonBudget
        let clock = self.clock
        connection.setProgressHandler(every: DeadlineClock.instructionsPerCallback) { clock.tick() }
    }

    deinit { clock.cancel() }

    /// Runs `body` (which steps statements on this connection) under the statement deadline;
    /// a statement that runs past it fails with `SQLITE_INTERRUPT`.
    ///
    /// With a lesson budget, the statement's allowance is at most what is left of it, and what
    /// the statement used is charged to it; a statement stopped because the budget ran out has
    /// `stop == .lessonBudget`.
    public func withDeadline<T>(_ body: () throws -> T) rethrows -> T {
        let run = beginDeadline()
        defer { endDeadline(run) }
        return try body()
    }

    /// Runs `body` with a deadline that begins only if `body` calls the function it is given
    /// (before its first statement; later calls do nothing), as `withDeadline` would have
    /// begun it. For sqlab's own queries that most calls never make (`run`'s notes on a step):
    /// a call that makes none costs no clock reads. What is charged to a lesson budget is the
    /// same as under `withDeadline`, but for sqlab's own CPU time before the deadline began.
    public func withDeadline<T>(whenAsked body: (_ begin: () -> Void) throws -> T) rethrows -> T {
        var run: DeadlineRun?
        defer { if let run { endDeadline(run) } }
        return try body { if run == nil { run = beginDeadline() } }
    }

    /// What `endDeadline` needs of the run `beginDeadline` started.
    struct DeadlineRun {
        let budget: LessonBudget?
        let cpuAtStart: UInt64
        let wallAtStart: UInt64
    }

    private func beginDeadline() -> DeadlineRun {
        let steps = Int64(max(0, min(timeout, 86_400)) * Double(Sandbox.stepsPerSecond))
        let budget = lessonBudget
        let cpuAtStart = budget == nil ? 0 : LessonBudget.threadCPUTime()
        let wallAtStart = clock.start(seconds: Sandbox.wallClockLimit(forDeadline: timeout), steps: steps, interrupting: connection,
                                      budgetSteps: budget?.stepsLeft, cpuAllowance: budget.map { cpuAtStart &+ LessonBudget.statementCPUGrace &+ $0.cpuLeft })
        return DeadlineRun(budget: budget, cpuAtStart: cpuAtStart, wallAtStart: wallAtStart)
    }

    private func endDeadline(_ run: DeadlineRun) {
        let wallAtEnd = clock.finish()
        clock.cancel()
        guard let budget = run.budget else { return }
        let used = clock.stepsUsed
        // The thread's CPU time is a system call; the monotonic clock is not (vDSO). The thread
        // cannot have used more CPU time than the wall time that passed, so a run shorter than
        // half of `statementCPUGrace` is charged no CPU time without asking: what
        // `DeadlineClock.unexplained` would have said (about 4 clock reads a step were 7% of
        // `run`'s time on bench/gen-lesson.awk's lesson).
        let cpu: UInt64
        if wallAtEnd &- run.wallAtStart < LessonBudget.statementCPUGrace / 2 {
            cpu = 0
        } else {
            cpu = DeadlineClock.unexplained(cpu: LessonBudget.threadCPUTime() &- run.cpuAtStart, steps: used)
        }
        budget.spend(steps: used, cpuNanoseconds: cpu)
    }

    /// Whether the last `withDeadline` ran out of time (so an `SQLITE_INTERRUPT` was the
    /// deadline, not the user's Ctrl-C).
    public var deadlineExpired: Bool { clock.stop != nil }

    /// What stopped the last `withDeadline` at its deadline; nil when nothing did.
    public var stop: Stop? { clock.stop }

    /// Virtual-machine instructions the last `withDeadline` ran (a multiple of 1000).
    public var stepsUsed: Int64 { clock.stepsUsed }

    /// Runs `body` with `observe` told of every request SQLite makes of the authorizer while
    /// statements are prepared (the action code and its table and column), the learner policy
    /// deciding as always: for reading what a statement uses (`SQLITE_READ` table, column).
    /// SQLite: <https://sqlite.org/c3ref/set_authorizer.html>
    public func observingAuthorizer<T>(_ observe: @escaping (AuthorizerRequest) -> Void, _ body: () throws -> T) rethrows -> T {
        let policy = self.policy
        connection.setAuthorizer { request in
            observe(request)
            return policy.authorize(request)
        }
        defer { connection.setAuthorizer(policy.authorize) }
        return try body()
    }

    /// Runs trusted SQL of sqlab's own (settings such as `PRAGMA reverse_unordered_selects`)
    /// with the authorizer set aside, so the learner policy does not refuse it.
    ///
    /// - Throws: `SQLiteError` from SQLite.
    public func hostExecute(_ sql: String) throws {
        connection.setAuthorizer(nil)
        defer { connection.setAuthorizer(policy.authorize) }
        try connection.execute(sql)
    }

    /// Runs every statement of `sql` (a lesson's dataset, say) under the statement deadline.
    ///
    /// - Throws: the first `SQLiteError`; statements after it do not run.
    public func execute(_ sql: String) throws {
        try withDeadline { try connection.execute(sql) }
    }

    /// A new sandboxed connection of `sandbox` holding a copy of this database (the backup API).
    ///
    /// - Throws: `SQLiteError` when a connection cannot be opened or the copy fails.
    public func copy(with sandbox: Sandbox) throws -> SandboxedConnection {
        let copy = try sandbox.open()
        try connection.copy(into: copy.connection)
        return copy
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

/// A statement's deadline, shared by the progress handler (on the stepping thread) and the
/// watchdog (one thread for the whole process): an allowance of virtual-machine instructions
/// and a monotonic wall-clock limit. Starting and cancelling a run only set a few fields under
/// a lock: a lesson of 100,000 statements arms no timer per statement.
final class DeadlineClock: @unchecked Sendable {
    /// How often the progress handler is called, in virtual-machine instructions.
    static let instructionsPerCallback: Int32 = 1000
    /// How often the lesson budget's CPU share is read, in callbacks: the thread's CPU time is a
    /// system call (`CLOCK_THREAD_CPUTIME_ID` is not in the vDSO), so a statement under a
    /// budget stops at most this many callbacks late.
    static let callbacksPerCPURead: Int64 = 8
    private let lock = NSLock()
    private var deadline: UInt64 = .max
    private var callbacks: Int64 = 0
    private var callbackLimit: Int64 = .max
    /// The stepping thread's byte meter when the run started, and the bytes charged since.
    private var bytesAtStart: UInt64 = 0
    private var bytesCharged: Int64 = 0
    /// The lesson budget's share: instructions left of it (in callbacks) when it is less than
    /// the statement's own allowance, and the thread CPU time at which it runs out.
    private var budgetCallbackLimit: Int64 = .max
    private var cpuUntil: UInt64 = .max
    private weak var target: Connection?
    private(set) var stop: SandboxedConnection.Stop?

    /// Instructions run plus bytes allocated, in instructions (`Sandbox.bytesPerInstruction`).
    var stepsUsed: Int64 {
        lock.lock(); defer { lock.unlock() }
        return callbacks * Int64(DeadlineClock.instructionsPerCallback) + bytesCharged / Sandbox.bytesPerInstruction
    }

    /// Reads the byte meter of the calling thread (the stepping thread) into `bytesCharged`.
    private func meterBytes() {
        let now = ByteMeter.threadBytes
        bytesCharged = now >= bytesAtStart ? max(0, Int64(clamping: now - bytesAtStart) - Sandbox.uncountedBytesPerStatement) : 0
    }

    /// The progress handler: counts the instructions and the bytes allocated, and says whether
    /// to stop.
    func tick() -> Bool {
        lock.lock(); defer { lock.unlock() }
        callbacks += 1
        meterBytes()
        let used = callbacks + bytesCharged / Sandbox.bytesPerInstruction / Int64(DeadlineClock.instructionsPerCallback)
        if used > budgetCallbackLimit { if stop == nil { stop = .lessonBudget }; return true }
        if used > callbackLimit { if stop == nil { stop = .steps }; return true }
        if cpuUntil != .max, callbacks % DeadlineClock.callbacksPerCPURead == 0, LessonBudget.threadCPUTime() >= cpuUntil &+ DeadlineClock.nanoseconds(ofSteps: used * Int64(DeadlineClock.instructionsPerCallback)) {
            if stop == nil { stop = .lessonBudget }; return true
        }
        if DispatchTime.now().uptimeNanoseconds >= deadline { if stop == nil { stop = .wallClock }; return true }
        return false
    }

    /// Called on the stepping thread when the run ends: the bytes of its last instructions.
    /// Returns the monotonic clock's time (nanoseconds) at the end.
    @discardableResult
    func finish() -> UInt64 {
        lock.lock(); defer { lock.unlock() }
        meterBytes()
        return DispatchTime.now().uptimeNanoseconds
    }

    /// Nanoseconds that `steps` instructions stand for (`Sandbox.stepsPerSecond`).
    static func nanoseconds(ofSteps steps: Int64) -> UInt64 {
        UInt64(max(0, steps)) &* (1_000_000_000 / UInt64(Sandbox.stepsPerSecond))
    }

    /// The CPU time of a statement that its instructions and `LessonBudget.statementCPUGrace`
    /// do not explain, in nanoseconds (what the lesson budget's CPU share is charged).
    static func unexplained(cpu: UInt64, steps: Int64) -> UInt64 {
        let explained = nanoseconds(ofSteps: steps) &+ LessonBudget.statementCPUGrace
        return cpu > explained ? cpu - explained : 0
    }

    /// - Parameters:
    ///   - budgetSteps: what is left of a lesson budget's instructions, if any.
    ///   - cpuAllowance: the thread CPU time at which the run stops, before the time its
    ///     instructions stand for is added (a lesson budget's CPU share).
    /// - Returns: the monotonic clock's time (nanoseconds) at the start.
    @discardableResult
    func start(seconds: Double, steps: Int64, interrupting connection: Connection, budgetSteps: Int64? = nil, cpuAllowance: UInt64? = nil) -> UInt64 {
        lock.lock()
        let perCallback = Int64(DeadlineClock.instructionsPerCallback)
        budgetCallbackLimit = budgetSteps.map { $0 < steps ? $0 / perCallback : .max } ?? .max
        self.cpuUntil = cpuAllowance ?? .max
        let nanos = UInt64(max(0, min(seconds, 86_400)) * 1e9)
        let now = DispatchTime.now().uptimeNanoseconds
        deadline = now + nanos
        callbacks = 0
        callbackLimit = steps / Int64(DeadlineClock.instructionsPerCallback)
        bytesAtStart = ByteMeter.threadBytes
        bytesCharged = 0
        stop = nil
        target = connection
        lock.unlock()
        Watchdog.shared.watch(self)
        return now
    }

    func cancel() {
        lock.lock(); defer { lock.unlock() }
        deadline = .max
        callbackLimit = .max
        budgetCallbackLimit = .max
        cpuUntil = .max
        target = nil
    }

    /// Called by the watchdog: interrupts the connection when the run is more than `grace`
    /// nanoseconds past its deadline, and only while the run is active (never after `cancel`,
    /// so never after the connection is closed). Returns false once the clock is idle.
    func check(now: UInt64, grace: UInt64) -> Bool {
        lock.lock(); defer { lock.unlock() }
        guard deadline != .max, let target else { return false }
        if now >= deadline &+ grace {
            if stop == nil { stop = .wallClock }
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
