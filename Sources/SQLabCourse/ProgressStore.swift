import Foundation
import SQLabSQLite
import SQLabText
import SQLabLessons

/// What the progress store knows about one exercise.
public struct ExerciseProgress: Codable, Sendable, Equatable {
    /// The lesson's id, e.g. `01-first-steps`.
    public var lesson: String
    /// The exercise's id in that lesson.
    public var exercise: String
    /// How many answers were checked (`check`, `.check`, each save in `watch`).
    public var tried: Int
    /// When an answer first passed (ISO 8601, UTC), or nil while none has.
    public var passedAt: String?
    /// How many hints have been shown, in order.
    public var hintsRevealed: Int
    /// When an answer was last checked (ISO 8601, UTC).
    public var lastTriedAt: String?

    /// True once an answer has passed.
    public var passed: Bool { passedAt != nil }

    /// Nothing recorded yet.
    public static func none(lesson: String, exercise: String) -> ExerciseProgress {
        ExerciseProgress(lesson: lesson, exercise: exercise, tried: 0, passedAt: nil, hintsRevealed: 0, lastTriedAt: nil)
    }
}

/// Why the progress store cannot be used. The file is left exactly as it was found.
public struct ProgressStoreError: Error, CustomStringConvertible, Sendable {
    /// What is wrong with the file.
    public enum Problem: Sendable, Equatable {
        /// The file is not a SQLite database, or SQLite finds it damaged.
        case corrupt(String)
        /// The file cannot be opened or read (a folder, no permission, …).
        case unreadable(String)
        /// A newer sqlab wrote it: its schema version is above the one this sqlab knows.
        case newerVersion(found: Int32, known: Int32)
        /// A write failed (the disk is full, the store stayed locked for too long, …).
        case writeFailed(String)
    }

    /// The progress file.
    public let path: String
    /// What is wrong with it.
    public let problem: Problem

    /// What is wrong and what to do, in `language` (the text catalogue), without the path.
    public func message(_ language: Language) -> String {
        switch problem {
        case .corrupt(let detail): return language.text(.progressCorrupt, detail)
        case .unreadable(let detail): return language.text(.progressUnreadable, detail)
        case .newerVersion(let found, let known): return language.text(.progressNewer, found, known)
        case .writeFailed(let detail): return language.text(.progressWriteFailed, detail)
        }
    }

    /// `PATH: error: …` in `language` (`PATH: 错误：…`), saying that the file was left
    /// untouched and what to do.
    public func description(in language: Language) -> String {
        "\(path): " + language.text(.severityError) + (language == .en ? " " : "") + message(language)
    }

    /// `PATH: error: …` in English.
    public var description: String { description(in: .en) }
}

/// The learner's progress through the course: one SQLite database in the XDG data directory
/// (`$XDG_DATA_HOME/sqlab/progress.sqlite`, by default `~/.local/share/sqlab/progress.sqlite`),
/// on a trusted plain `Connection`, not the sandbox.
///
/// Built so that progress is never lost:
/// - `PRAGMA user_version` is the schema version; older files are migrated in a transaction,
///   and a file of a newer version is refused, never changed.
/// - WAL mode and a busy timeout, so that two sqlab processes at once (a `watch` and a `check`)
///   wait for each other instead of failing; every write is one `BEGIN IMMEDIATE` transaction,
///   so no update is lost and a process killed mid-write leaves the last committed state.
/// - A damaged, unreadable or newer file is reported (`ProgressStoreError`) and left untouched;
///   only `reset(replacingDamaged:)`, which a learner asks for, replaces it.
///
/// SQLite: <https://sqlite.org/wal.html>, <https://sqlite.org/lang_transaction.html>
public final class ProgressStore {
    /// The schema version this sqlab writes.
    public static let schemaVersion: Int32 = 1
    /// Milliseconds a write waits for another process's write to finish.
    public static let busyTimeout: Int32 = 10_000

    /// The migrations, in order: `migrations[n]` takes a file from version n to n + 1.
    static let migrations: [String] = [
        """
        CREATE TABLE exercise_progress (
            lesson          TEXT NOT NULL,
            exercise        TEXT NOT NULL,
            tried           INTEGER NOT NULL DEFAULT 0,
            passed_at       TEXT,
            hints_revealed  INTEGER NOT NULL DEFAULT 0,
            last_tried_at   TEXT,
            PRIMARY KEY (lesson, exercise)
        ) WITHOUT ROWID;
        """,
    ]

    static let now = "strftime('%Y-%m-%dT%H:%M:%SZ', 'now')"

    /// The progress file.
    public let path: String
    private let connection: Connection
    /// Why progress is not saved to `path` in this process, when it is not: the store is then a
    /// private copy of the file (`openForLearner(path:)`), which the learner's progress goes to
    /// for the process's life while the file stays as it is. Nil for a store that saves.
    public let unsavedReason: String?
    /// The folder of that private copy, removed with the store.
    private let copyFolder: String?

    /// The store's path for an environment: `$XDG_DATA_HOME/sqlab/progress.sqlite`, else
    /// `$HOME/.local/share/sqlab/progress.sqlite` (the XDG Base Directory specification).
    public static func defaultPath(environment: [String: String]) -> String {
        XDGDirectory.data.path(environment: environment, file: "progress.sqlite")
    }

    /// Opens the store at `path`, creating it (and its folder) when there is none, and migrating
    /// an older one.
    ///
    /// - Throws: `ProgressStoreError` for a damaged file, one that cannot be read, or one of a
    ///   newer schema version; the file is then left exactly as it was.
    public convenience init(path: String) throws {
        try self.init(path: path, file: path, unsavedReason: nil, copyFolder: nil)
    }

    /// Opens the database at `file` as the store of `path` (they differ for a private copy).
    private init(path: String, file: String, unsavedReason: String?, copyFolder: String?) throws {
        self.path = path
        self.unsavedReason = unsavedReason
        self.copyFolder = copyFolder
        let path = file
        let fm = FileManager.default
        var isDirectory: ObjCBool = false
        if fm.fileExists(atPath: path, isDirectory: &isDirectory) {
            if isDirectory.boolValue { throw ProgressStoreError(path: path, problem: .unreadable("it is a folder")) }
            if !fm.isReadableFile(atPath: path) { throw ProgressStoreError(path: path, problem: .unreadable("permission denied")) }
        } else {
            // A link to nothing: opening it would make the file it names, wherever that is.
            if (try? fm.destinationOfSymbolicLink(atPath: path)) != nil {
                throw ProgressStoreError(path: path, problem: .unreadable("it is a symbolic link to a file that does not exist"))
            }
            let folder = (path as NSString).deletingLastPathComponent
            if !folder.isEmpty {
                do { try fm.createDirectory(atPath: folder, withIntermediateDirectories: true) } catch {
                    throw ProgressStoreError(path: path, problem: .unreadable("cannot create the folder \(folder)"))
                }
            }
        }
        do {
            connection = try Connection.trustedStore(path: path)
            try connection.setBusyTimeout(milliseconds: ProgressStore.busyTimeout)
        } catch let error as SQLiteError {
            throw ProgressStoreError(path: path, problem: .unreadable(ProgressStore.describe(error)))
        }
        // Read before writing anything: a damaged or newer file must stay as it is.
        let version: Int32
        do { version = try retryingWhileBusy { try validate() } } catch let error as SQLiteError {
            throw ProgressStoreError(path: path, problem: .unreadable(ProgressStore.describe(error)))
        }
        if version > ProgressStore.schemaVersion {
            throw ProgressStoreError(path: path, problem: .newerVersion(found: version, known: ProgressStore.schemaVersion))
        }
        do {
            if version < ProgressStore.schemaVersion {
                // WAL is a property of the file, set once; it needs a moment alone with it.
                try retryingWhileBusy { _ = try connection.rows("PRAGMA journal_mode=WAL") }
                try retryingWhileBusy { try migrate() }
            }
        } catch let error as SQLiteError {
            throw ProgressStoreError(path: path, problem: .writeFailed(ProgressStore.describe(error)))
        }
    }

    deinit {
        if let copyFolder { try? FileManager.default.removeItem(atPath: copyFolder) }
    }

    /// Opens the store at `path` for a learner's session (the home, `next`, `hint`, `watch`,
    /// the REPL), which goes on when the file cannot be written: a file or folder without write
    /// permission, a read-only disk. Then the store is a private copy of the file (in the
    /// temporary folder, removed with the store), so that what the file holds is read and what
    /// the session records counts for the session, and `unsavedReason` says why nothing is
    /// saved; the file itself is left exactly as it was.
    ///
    /// Whether the file can be written is asked of SQLite, not of the permission bits (which
    /// do not bind root): a `BEGIN IMMEDIATE` that is rolled back at once.
    ///
    /// - Throws: `ProgressStoreError` as `init(path:)` does for a damaged file, one of a newer
    ///   version, or one that cannot be read at all (those stop the command, as before).
    public static func openForLearner(path: String) throws -> ProgressStore {
        let reason: String
        do {
            let store = try ProgressStore(path: path)
            do {
                try store.probeWrite()
                return store
            } catch let error as ProgressStoreError {
                guard case .writeFailed(let detail) = error.problem else { throw error }
                reason = detail
            }
        } catch let error as ProgressStoreError {
            switch error.problem {
            case .corrupt, .newerVersion: throw error
            case .unreadable(let detail), .writeFailed(let detail): reason = detail
            }
            // A file that cannot even be read is reported, as before; a missing one is no loss,
            // unless a file stands where its folder should be (a setting to fix, not a
            // permission).
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
               isDirectory.boolValue || !FileManager.default.isReadableFile(atPath: path) { throw error }
            if !FileManager.default.fileExists(atPath: path), ProgressStore.fileAbove(path) { throw error }
        }
        let folder = (FileManager.default.temporaryDirectory.path as NSString).appendingPathComponent("sqlab-progress-\(UUID().uuidString)")
        let copy = (folder as NSString).appendingPathComponent("progress.sqlite")
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            for suffix in ["", "-wal"] where FileManager.default.fileExists(atPath: path + suffix) {
                try FileManager.default.copyItem(atPath: path + suffix, toPath: copy + suffix)
                // The copy keeps the file's mode (read-only, as like as not): it is ours to write.
                try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: copy + suffix)
            }
        } catch {
            try? FileManager.default.removeItem(atPath: folder)
            throw ProgressStoreError(path: path, problem: .unreadable(reason))
        }
        do {
            return try ProgressStore(path: path, file: copy, unsavedReason: reason, copyFolder: folder)
        } catch let error as ProgressStoreError {
            // Said of the learner's file, not of the copy.
            try? FileManager.default.removeItem(atPath: folder)
            throw ProgressStoreError(path: path, problem: error.problem)
        } catch {
            try? FileManager.default.removeItem(atPath: folder)
            throw error
        }
    }

    /// Whether the nearest existing path above `path` is something other than a folder.
    private static func fileAbove(_ path: String) -> Bool {
        var folder = (path as NSString).deletingLastPathComponent
        while !folder.isEmpty && folder != "/" {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) { return !isDirectory.boolValue }
            folder = (folder as NSString).deletingLastPathComponent
        }
        return false
    }

    /// Writes a page and takes it back: SQLite opens a file it may not write read-only without
    /// a word, and an empty `BEGIN IMMEDIATE … COMMIT` succeeds on it; setting the schema
    /// version to the one it has, then rolling back, fails with `SQLITE_READONLY` there.
    ///
    /// - Throws: `ProgressStoreError.writeFailed` when the file cannot be written.
    private func probeWrite() throws {
        do {
            try retryingWhileBusy {
                try connection.execute("BEGIN IMMEDIATE")
                defer { if !connection.isAutocommit { try? connection.execute("ROLLBACK") } }
                try connection.execute("PRAGMA user_version = \(ProgressStore.schemaVersion)")
            }
        } catch let error as SQLiteError {
            throw ProgressStoreError(path: path, problem: .writeFailed(ProgressStore.describe(error)))
        }
    }

    /// Refuses a file whose schema is not one sqlab writes, before anything reads a table: a
    /// view, a trigger or a generated column in it would run its SQL on this trusted
    /// connection (no deadline, no heap limit: a view over an endless query hung the course
    /// home). Reading `sqlite_schema` and `PRAGMA table_xinfo` runs no SQL of the file's.
    ///
    /// - Throws: `ProgressStoreError` (`.corrupt`) naming the object that does not belong.
    private func verifySchema() throws {
        switch try connection.foreignSchemaObject(allowing: ["exercise_progress"]) {
        case nil: return
        case .object(let type, let name)?:
            throw ProgressStoreError(path: path, problem: .corrupt("it holds the \(type) '\(name)', which sqlab never writes (a progress store holds only the table exercise_progress)"))
        case .generatedColumn(let table, let column)?:
            throw ProgressStoreError(path: path, problem: .corrupt("its column \(table).\(column) is computed (generated columns run SQL when read)"))
        }
    }

    /// The schema version, after checking that SQLite can read the file and finds it sound.
    ///
    /// - Throws: `ProgressStoreError`, or `SQLiteError` with `SQLITE_BUSY` to be retried.
    private func validate() throws -> Int32 {
        do {
            // One read transaction, so that another process migrating meanwhile is seen
            // either not at all or whole.
            try connection.execute("BEGIN")
            defer { if !connection.isAutocommit { try? connection.execute("COMMIT") } }
            guard case .integer(let version)? = try connection.scalar("PRAGMA user_version") else {
                throw ProgressStoreError(path: path, problem: .corrupt("no schema version"))
            }
            let check = try connection.rows("PRAGMA quick_check")
            guard check.count == 1, check[0].first == .text("ok") else {
                let detail = check.first?.first.map(\.cellText) ?? "quick_check found problems"
                throw ProgressStoreError(path: path, problem: .corrupt(detail))
            }
            if version >= 1 && version <= Int64(ProgressStore.schemaVersion) { try verifySchema() }
            if version == 0, case .integer(let objects)? = try connection.scalar("SELECT count(*) FROM sqlite_schema"), objects > 0 {
                throw ProgressStoreError(path: path, problem: .corrupt("it is a database of something else"))
            }
            if version >= 1 && version <= Int64(ProgressStore.schemaVersion) {
                let columns = try connection.rows("SELECT name FROM pragma_table_info('exercise_progress')")
                if columns.isEmpty { throw ProgressStoreError(path: path, problem: .corrupt("it has no exercise_progress table")) }
            }
            return Int32(clamping: version)
        } catch let error as SQLiteError {
            switch error.code.primary {
            case .SQLITE_BUSY:
                throw error   // another process is turning the file to WAL: try again
            case .SQLITE_NOTADB, .SQLITE_CORRUPT, .SQLITE_FORMAT:
                throw ProgressStoreError(path: path, problem: .corrupt(ProgressStore.describe(error)))
            case .SQLITE_READONLY:
                // Readable, but reading a WAL file needs its -shm beside it, and the folder is
                // read-only (SQLITE_READONLY_DIRECTORY, https://www.sqlite.org/rescode.html): a
                // write that cannot be made, not a file that cannot be read.
                throw ProgressStoreError(path: path, problem: .writeFailed(ProgressStore.describe(error)))
            default:
                throw ProgressStoreError(path: path, problem: .unreadable(ProgressStore.describe(error)))
            }
        }
    }

    /// Applies the missing migrations in one transaction; a process that finds another has
    /// just migrated does nothing.
    private func migrate() throws {
        try transaction {
            guard case .integer(let current)? = try connection.scalar("PRAGMA user_version") else { return }
            var version = Int(current)
            while version < ProgressStore.migrations.count {
                try connection.execute(ProgressStore.migrations[version])
                version += 1
            }
            try connection.execute("PRAGMA user_version = \(version)")
        }
    }

    /// Runs `body` in one `BEGIN IMMEDIATE` transaction: it takes the write lock at once
    /// (waiting up to the busy timeout for another process), so what it reads is not changed
    /// by anyone else before it writes. Rolled back when `body` throws.
    ///
    /// SQLite: <https://sqlite.org/lang_transaction.html> ("IMMEDIATE causes the database
    /// connection to start a new write immediately, without waiting for a write statement.")
    private func transaction<T>(_ body: () throws -> T) throws -> T {
        try connection.execute("BEGIN IMMEDIATE")
        do {
            let result = try body()
            try connection.execute("COMMIT")
            return result
        } catch {
            if !connection.isAutocommit { try? connection.execute("ROLLBACK") }
            throw error
        }
    }

    /// Runs `body` again while it fails with `SQLITE_BUSY`, for up to the busy timeout.
    ///
    /// The busy timeout covers most waits, but SQLite returns `SQLITE_BUSY` at once where
    /// waiting could deadlock, or while another connection turns the file to WAL or recovers
    /// it; then the whole transaction is simply tried again.
    /// SQLite: <https://sqlite.org/rescode.html#busy>
    private func retryingWhileBusy<T>(_ body: () throws -> T) throws -> T {
        let deadline = Date().addingTimeInterval(Double(ProgressStore.busyTimeout) / 1000)
        while true {
            do { return try body() } catch let error as SQLiteError where error.code.primary == .SQLITE_BUSY && Date() < deadline {
                usleep(UInt32.random(in: 1_000...10_000))
            }
        }
    }

    /// A write, with SQLite's errors reported as `ProgressStoreError`.
    private func write<T>(_ body: () throws -> T) throws -> T {
        do { return try retryingWhileBusy { try transaction(body) } } catch let error as SQLiteError {
            throw ProgressStoreError(path: path, problem: .writeFailed(ProgressStore.describe(error)))
        }
    }

    // MARK: - Recording

    /// Records one checked answer: `tried` goes up by one; the first passing answer sets
    /// `passedAt`, which later failing answers keep.
    ///
    /// - Throws: `ProgressStoreError.writeFailed` when the write cannot be made.
    public func recordAttempt(lesson: String, exercise: String, passed: Bool) throws {
        try write {
            _ = try connection.rows("""
                INSERT INTO exercise_progress (lesson, exercise, tried, passed_at, last_tried_at)
                VALUES (?1, ?2, 1, CASE WHEN ?3 THEN \(ProgressStore.now) END, \(ProgressStore.now))
                ON CONFLICT (lesson, exercise) DO UPDATE SET
                    tried = tried + 1,
                    passed_at = coalesce(passed_at, excluded.passed_at),
                    last_tried_at = excluded.last_tried_at
                """, [.text(lesson), .text(exercise), .integer(passed ? 1 : 0)])
        }
    }

    /// Reveals the next hint of an exercise that has `available` hints.
    ///
    /// - Returns: the 0-based index of the hint to show, or nil when every hint has been shown.
    /// - Throws: `ProgressStoreError.writeFailed` when the write cannot be made.
    public func revealHint(lesson: String, exercise: String, available: Int) throws -> Int? {
        try write {
            let shown = try connection.scalar("SELECT hints_revealed FROM exercise_progress WHERE lesson = ? AND exercise = ?",
                                              [.text(lesson), .text(exercise)])
            var count = 0
            if case .integer(let n)? = shown { count = Int(n) }
            guard count < available else { return nil }
            _ = try connection.rows("""
                INSERT INTO exercise_progress (lesson, exercise, hints_revealed) VALUES (?1, ?2, ?3)
                ON CONFLICT (lesson, exercise) DO UPDATE SET hints_revealed = excluded.hints_revealed
                """, [.text(lesson), .text(exercise), .integer(Int64(count + 1))])
            return count
        }
    }

    /// Forgets all progress (one transaction).
    ///
    /// - Throws: `ProgressStoreError.writeFailed` when the write cannot be made.
    public func reset() throws {
        try write { try connection.execute("DELETE FROM exercise_progress") }
    }

    /// Deletes a store that cannot be opened (damaged, or of a newer version) so that a new one
    /// can be made: only for `sqlab progress --reset`, which the learner confirms.
    ///
    /// - Throws: the file system's error when the file cannot be removed.
    public static func removeDamaged(at path: String) throws {
        for suffix in ["", "-wal", "-shm", "-journal"] where FileManager.default.fileExists(atPath: path + suffix) {
            try FileManager.default.removeItem(atPath: path + suffix)
        }
    }

    // MARK: - Reading

    /// Every exercise with something recorded, by lesson and exercise id.
    ///
    /// - Throws: `ProgressStoreError` when the store cannot be read.
    public func all() throws -> [ExerciseProgress] {
        do {
            return try connection.rows("""
                SELECT lesson, exercise, tried, passed_at, hints_revealed, last_tried_at
                FROM exercise_progress ORDER BY lesson, exercise
                """).map(ProgressStore.progress)
        } catch let error as SQLiteError {
            throw ProgressStoreError(path: path, problem: .unreadable(ProgressStore.describe(error)))
        }
    }

    /// What is recorded for one exercise (all zero when nothing is).
    ///
    /// - Throws: `ProgressStoreError` when the store cannot be read.
    public func progress(lesson: String, exercise: String) throws -> ExerciseProgress {
        do {
            let rows = try connection.rows("""
                SELECT lesson, exercise, tried, passed_at, hints_revealed, last_tried_at
                FROM exercise_progress WHERE lesson = ? AND exercise = ?
                """, [.text(lesson), .text(exercise)])
            return rows.first.map(ProgressStore.progress) ?? .none(lesson: lesson, exercise: exercise)
        } catch let error as SQLiteError {
            throw ProgressStoreError(path: path, problem: .unreadable(ProgressStore.describe(error)))
        }
    }

    /// The whole store as JSON (`sqlab progress --export`):
    /// `{"schemaVersion": 1, "exercises": [{"lesson": …, "exercise": …, "tried": 2, …}]}`.
    ///
    /// - Throws: `ProgressStoreError` when the store cannot be read.
    public func exportJSON() throws -> Data {
        struct Export: Encodable {
            let schemaVersion: Int32
            let exercises: [ExerciseProgress]
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(Export(schemaVersion: ProgressStore.schemaVersion, exercises: try all()))) ?? Data()
    }

    private static func progress(_ row: [Value]) -> ExerciseProgress {
        func text(_ v: Value) -> String? { if case .text(let s) = v { return s }; return nil }
        func int(_ v: Value) -> Int { if case .integer(let n) = v { return Int(n) }; return 0 }
        return ExerciseProgress(lesson: text(row[0]) ?? "", exercise: text(row[1]) ?? "", tried: int(row[2]),
                                passedAt: text(row[3]), hintsRevealed: int(row[4]), lastTriedAt: text(row[5]))
    }

    static func describe(_ error: SQLiteError) -> String {
        "\(error.code.name ?? String(error.code.rawValue)): \(error.message)"
    }
}
