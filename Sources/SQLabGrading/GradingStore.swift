import Foundation
import SQLabSQLite
import SQLabText
import SQLabLessons
import SQLabEngine
import SQLabPresent

/// Everything the reports are made from: the lesson's exercises and each student's verdicts,
/// students sorted by name (UTF-8 bytes). Nothing in it depends on when or how fast grading ran.
public struct GradeBook: Sendable, Equatable {
    public struct ExerciseInfo: Codable, Sendable, Equatable {
        public let id: String
        public let points: Int
    }
    public struct Student: Sendable, Equatable {
        public let name: String
        /// Notes on the hand-in itself (empty file, not UTF-8, unknown exercises, …).
        public let notes: [String]
        /// One verdict per exercise, in lesson order.
        public let verdicts: [ExerciseVerdict]
        /// The platform's id, email and the layout of the hand-in.
        public var identity = StudentIdentity()
        public var score: Int { verdicts.map(\.score).reduce(0, +) }
        public var passedAll: Bool { verdicts.allSatisfy(\.passed) }
        /// True when `verdict` failed only because a file of the hand-in could not be read: its
        /// feedback is the note also listed in `notes` (`HandInReader.noted`), not a wrong result.
        public func failedOnHandInNote(_ verdict: ExerciseVerdict) -> Bool {
            guard let feedback = verdict.feedback, feedback.kind == .error, feedback.failure == nil, let note = feedback.note else { return false }
            return notes.contains(note)
        }
    }

    public let lessonID: String
    public let title: String
    public let exercises: [ExerciseInfo]
    public let students: [Student]
    public var maximum: Int { exercises.map(\.points).reduce(0, +) }
}

/// The grading database (`OUT/grading.sqlite`): what has been graded, so that a run that was
/// stopped resumes where it stopped, and shards can be merged. A plain trusted connection in
/// WAL mode; each submission's verdicts are committed in one transaction as it finishes.
///
/// A submission is graded again when its content hash changes; everything is graded again when
/// the lesson file or the checking settings change (`lessonKey`).
public final class GradingStore: @unchecked Sendable {
    /// Bumped when the tables change meaning; an older database is then graded anew.
    public static let formatVersion = "3"

    public let path: String
    private let connection: Connection
    private let lock = NSLock()

    /// Opens (or creates) a grading database.
    ///
    /// - Throws: `SQLiteError` when the file cannot be opened or is not a grading database.
    public init(path: String) throws {
        self.path = path
        connection = try Connection.trustedStore(path: path)
        try GradingStore.verifySchema(connection, path: path)
        _ = try connection.rows("PRAGMA journal_mode = WAL")
        try connection.execute("""
            PRAGMA synchronous = NORMAL;
            PRAGMA busy_timeout = 5000;
            CREATE TABLE IF NOT EXISTS meta(key TEXT PRIMARY KEY, value TEXT NOT NULL);
            CREATE TABLE IF NOT EXISTS exercises(position INTEGER PRIMARY KEY, id TEXT NOT NULL UNIQUE, points INTEGER NOT NULL);
            CREATE TABLE IF NOT EXISTS submissions(student TEXT PRIMARY KEY, hash TEXT NOT NULL, notes TEXT NOT NULL,
                                                   identity TEXT NOT NULL DEFAULT '{}');
            CREATE TABLE IF NOT EXISTS results(
              student TEXT NOT NULL REFERENCES submissions(student) ON DELETE CASCADE,
              position INTEGER NOT NULL,
              verdict TEXT NOT NULL,
              PRIMARY KEY(student, position));
            """)
        // A database from before identities: the column is added, empty.
        let columns = try connection.rows("PRAGMA table_info(submissions)").map { $0[1].cellText }
        if !columns.contains("identity") {
            try connection.execute("ALTER TABLE submissions ADD COLUMN identity TEXT NOT NULL DEFAULT '{}'")
        }
    }

    /// The tables a grading database holds; nothing else may be in its schema.
    static let tables: Set<String> = ["meta", "exercises", "submissions", "results"]

    /// Refuses a database whose schema is not one sqlab writes, before anything reads from it:
    /// a grading database is a file people pass around (shards, a folder left by an earlier
    /// run), and a view, a trigger or a generated column in it would run its SQL on this
    /// trusted connection (no deadline, no heap limit) as soon as a table is read or written.
    /// Reading `sqlite_schema` and `PRAGMA table_xinfo` runs no SQL of the file's.
    ///
    /// - Throws: `Diagnostic` naming the file and the object that does not belong.
    static func verifySchema(_ connection: Connection, path: String) throws {
        let here = SourceLocation(file: path, line: 1)
        switch try connection.foreignSchemaObject(allowing: tables) {
        case nil: return
        case .object(let type, let name)?:
            throw Diagnostic(at: here, .storeForeignObject, type, name, tables.sorted().joined(separator: ", "))
        case .generatedColumn(let table, let column)?:
            throw Diagnostic(at: here, .storeComputedColumn, table, column)
        }
    }

    /// What an output folder's grading database held before this run.
    public enum Prior: Sendable, Equatable {
        /// No database yet, or one of the same lesson version and settings (resumed).
        case none, same
        /// The same lesson, but another version of its file (or other checking settings): the
        /// old database is kept under `archived` and every student is graded again.
        case changed(archived: String)
    }

    /// Opens the grading database at `path` for `lesson` (id) at version `lessonKey`, never
    /// rewriting another lesson's grades silently: a database of another lesson is refused; one
    /// of another version of the lesson is renamed `grading-LESSON-VERSION.sqlite` beside it
    /// (kept, not deleted) before a new one is made.
    ///
    /// - Throws: `Diagnostic` naming both lessons when the database holds another lesson's
    ///   grades; `SQLiteError` when a file cannot be opened.
    public static func open(path: String, lessonID: String, lessonKey: String) throws -> (GradingStore, Prior) {
        do {
            return try openChecked(path: path, lessonID: lessonID, lessonKey: lessonKey)
        } catch let error as SQLiteError where GradingStore.isDamaged(error) {
            // A damaged, truncated or foreign file where the database belongs: named, exit 2.
            // (An I/O failure, a full disk or a file size limit keeps its own message.)
            throw Diagnostic(at: SourceLocation(file: path, line: 1), .storeUnreadable, "\(error.code): \"\(error.message)\"")
        }
    }

    /// True for what a damaged or foreign database file gives when opened or read: not a
    /// database, corrupt, or a schema that is not sqlab's (no such table, or column).
    static func isDamaged(_ error: SQLiteError) -> Bool {
        switch error.code.primary {
        case .SQLITE_NOTADB, .SQLITE_CORRUPT, .SQLITE_FORMAT: return true
        case .SQLITE_ERROR: return error.message.hasPrefix("no such table") || error.message.hasPrefix("no such column") || error.message.hasPrefix("table ")
        default: return false
        }
    }

    private static func openChecked(path: String, lessonID: String, lessonKey: String) throws -> (GradingStore, Prior) {
        guard FileManager.default.fileExists(atPath: path) else { return (try GradingStore(path: path), .none) }
        // Read in a scope of its own, so that the connection is closed before the file moves.
        let (oldID, oldKey, title, format): (String?, String?, String?, String?) = try {
            let existing = try GradingStore(path: path)
            defer { existing.checkpoint() }
            return (existing.meta("lessonID"), existing.meta("lessonKey"), existing.meta("title"), existing.meta("format"))
        }()
        guard let oldID, let oldKey else { return (try GradingStore(path: path), .none) }
        if oldID != lessonID {
            throw Diagnostic(at: SourceLocation(file: path, line: 1), .storeOtherLesson, oldID, title ?? oldID, lessonID)
        }
        if oldKey == lessonKey && format == formatVersion { return (try GradingStore(path: path), .same) }
        let folder = (path as NSString).deletingLastPathComponent
        let base = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        let archived = (folder as NSString).appendingPathComponent("\(base)-\(ReportWriter.fileName(for: oldID))-\(oldKey.prefix(12)).sqlite")
        for suffix in ["", "-wal", "-shm"] where FileManager.default.fileExists(atPath: path + suffix) {
            try? FileManager.default.removeItem(atPath: archived + suffix)
            try FileManager.default.moveItem(atPath: path + suffix, toPath: archived + suffix)
        }
        return (try GradingStore(path: path), .changed(archived: archived))
    }

    /// Copies the write-ahead log into the database file (the connection closes when the
    /// store is released).
    public func checkpoint() {
        locked { _ = try? connection.rows("PRAGMA wal_checkpoint(TRUNCATE)") }
    }

    private func locked<T>(_ body: () throws -> T) rethrows -> T {
        lock.lock(); defer { lock.unlock() }
        return try body()
    }

    private func transaction(_ body: () throws -> Void) throws {
        try connection.execute("BEGIN IMMEDIATE")
        do {
            try body()
            try connection.execute("COMMIT")
        } catch {
            try? connection.execute("ROLLBACK")
            throw error
        }
    }

    public func meta(_ key: String) -> String? {
        locked {
            if case .text(let s)? = try? connection.scalar("SELECT value FROM meta WHERE key = ?", [.text(key)]) { return s }
            return nil
        }
    }

    /// Starts (or resumes) grading `lesson` with settings summed up in `lessonKey`, for shard
    /// `shard` ("I/N"; "1/1" unsharded). A different key or format forgets every verdict.
    public func begin(lesson: Lesson, lessonKey: String, shard: String) throws {
        try locked {
            try transaction {
                let current = try connection.rows("SELECT key, value FROM meta")
                var values: [String: String] = [:]
                for row in current { if case .text(let k) = row[0], case .text(let v) = row[1] { values[k] = v } }
                if values["format"] != GradingStore.formatVersion || values["lessonKey"] != lessonKey {
                    try connection.execute("DELETE FROM results; DELETE FROM submissions; DELETE FROM exercises;")
                }
                let meta = ["format": GradingStore.formatVersion, "lessonKey": lessonKey, "lessonID": lesson.id,
                            "title": lesson.title, "shard": shard]
                for (key, value) in meta.sorted(by: { $0.key < $1.key }) {
                    _ = try connection.rows("INSERT OR REPLACE INTO meta(key, value) VALUES (?, ?)", [.text(key), .text(value)])
                }
                try connection.execute("DELETE FROM exercises")
                for (position, exercise) in lesson.exercises.enumerated() {
                    _ = try connection.rows("INSERT INTO exercises(position, id, points) VALUES (?, ?, ?)",
                                            [.integer(Int64(position)), .text(exercise.id), .integer(Int64(exercise.points))])
                }
            }
        }
    }

    /// The content hash of every submission graded so far, by student.
    public func hashes() throws -> [String: String] {
        try locked {
            var result: [String: String] = [:]
            for row in try connection.rows("SELECT student, hash FROM submissions") {
                if case .text(let s) = row[0], case .text(let h) = row[1] { result[s] = h }
            }
            return result
        }
    }

    /// Forgets students not in `students` (their hand-in was removed, or belongs to another shard).
    public func retain(_ students: Set<String>) throws {
        let gone = try hashes().keys.filter { !students.contains($0) }
        guard !gone.isEmpty else { return }
        try locked {
            try transaction {
                for student in gone {
                    _ = try connection.rows("DELETE FROM results WHERE student = ?", [.text(student)])
                    _ = try connection.rows("DELETE FROM submissions WHERE student = ?", [.text(student)])
                }
            }
        }
    }

    /// Records one student's verdicts (one per exercise, in lesson order), in one transaction.
    public func save(student: String, hash: String, notes: [String], verdicts: [ExerciseVerdict],
                     identity: StudentIdentity = StudentIdentity()) throws {
        try saveAll([Record(student: student, hash: hash, notes: notes, verdicts: verdicts, identity: identity)])
    }

    /// One student's row, as `saveAll` takes it.
    public struct Record: Sendable {
        public var student: String, hash: String, notes: [String], verdicts: [ExerciseVerdict], identity: StudentIdentity
        public init(student: String, hash: String, notes: [String], verdicts: [ExerciseVerdict], identity: StudentIdentity) {
            self.student = student; self.hash = hash; self.notes = notes; self.verdicts = verdicts; self.identity = identity
        }
    }

    /// Records many students in one transaction (a roster of thousands who handed in nothing is
    /// one commit, not one per student).
    ///
    /// - Throws: `SQLiteError` when the database cannot be written.
    public func saveAll(_ records: [Record]) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        func json<T: Encodable>(_ value: T) throws -> String { String(decoding: try encoder.encode(value), as: UTF8.self) }
        let encoded = try records.map { ($0, try json($0.notes), try json($0.identity), try $0.verdicts.map { try json($0) }) }
        try locked {
            try transaction {
                for (record, notesText, identityText, verdicts) in encoded {
                    _ = try connection.rows("DELETE FROM results WHERE student = ?", [.text(record.student)])
                    _ = try connection.rows("INSERT OR REPLACE INTO submissions(student, hash, notes, identity) VALUES (?, ?, ?, ?)",
                                            [.text(record.student), .text(record.hash), .text(notesText), .text(identityText)])
                    for (position, verdict) in verdicts.enumerated() {
                        _ = try connection.rows("INSERT INTO results(student, position, verdict) VALUES (?, ?, ?)",
                                                [.text(record.student), .integer(Int64(position)), .text(verdict)])
                    }
                }
            }
        }
    }

    /// Everything recorded, as the reports need it.
    ///
    /// - Throws: `Diagnostic` when the database holds no grading (no lesson recorded).
    public func gradeBook() throws -> GradeBook {
        try locked {
            func text(_ value: Value) -> String { if case .text(let s) = value { return s }; return "" }
            var meta: [String: String] = [:]
            for row in try connection.rows("SELECT key, value FROM meta") { meta[text(row[0])] = text(row[1]) }
            guard let lessonID = meta["lessonID"] else {
                throw Diagnostic(at: SourceLocation(file: path, line: 1), .storeNoLesson)
            }
            let exercises = try connection.rows("SELECT id, points FROM exercises ORDER BY position").map { row -> GradeBook.ExerciseInfo in
                var points = 1
                if case .integer(let p) = row[1] { points = Int(p) }
                return GradeBook.ExerciseInfo(id: text(row[0]), points: points)
            }
            let decoder = JSONDecoder()
            var verdicts: [String: [ExerciseVerdict]] = [:]
            for row in try connection.rows("SELECT student, verdict FROM results ORDER BY student, position") {
                let verdict = try decoder.decode(ExerciseVerdict.self, from: Data(text(row[1]).utf8))
                verdicts[text(row[0]), default: []].append(verdict)
            }
            var students: [GradeBook.Student] = []
            for row in try connection.rows("SELECT student, notes, identity FROM submissions") {
                let name = text(row[0])
                let notes = (try? decoder.decode([String].self, from: Data(text(row[1]).utf8))) ?? []
                var student = GradeBook.Student(name: name, notes: notes, verdicts: verdicts[name] ?? [])
                student.identity = (try? decoder.decode(StudentIdentity.self, from: Data(text(row[2]).utf8))) ?? StudentIdentity()
                students.append(student)
            }
            students.sort { StudentOrder.precedes($0.name, $1.name) }
            return GradeBook(lessonID: lessonID, title: meta["title"] ?? lessonID, exercises: exercises, students: students)
        }
    }

    /// Joins shard databases (`--shard I/N` runs) into a new grading database at `path`.
    ///
    /// - Throws: `Diagnostic` when a shard is missing, repeated, or graded another lesson or
    ///   with other settings, or a student is in two shards; `SQLiteError` from SQLite.
    public static func merge(_ shards: [String], into path: String) throws -> GradingStore {
        var lessonKey: String?
        var count: Int?
        var seen: Set<Int> = []
        var sources: [GradingStore] = []
        for shard in shards {
            guard FileManager.default.fileExists(atPath: shard) else {
                throw Diagnostic(at: SourceLocation(file: shard, line: 1), .storeNoSuchDatabase)
            }
            let store: GradingStore
            do { store = try GradingStore(path: shard) } catch let error as SQLiteError where GradingStore.isDamaged(error) {
                throw Diagnostic(at: SourceLocation(file: shard, line: 1), .storeUnreadable, "\(error.code): \"\(error.message)\"")
            }
            guard let key = store.meta("lessonKey"), let which = store.meta("shard") else {
                throw Diagnostic(at: SourceLocation(file: shard, line: 1), .storeNotADatabase)
            }
            let parts = which.split(separator: "/").compactMap { Int($0) }
            guard parts.count == 2 else { throw Diagnostic(at: SourceLocation(file: shard, line: 1), .storeNoShard) }
            if let lessonKey, lessonKey != key {
                throw Diagnostic(at: SourceLocation(file: shard, line: 1), .storeShardOtherSettings, shards[0])
            }
            if let count, count != parts[1] {
                throw Diagnostic(at: SourceLocation(file: shard, line: 1), .storeShardCount, which, shards[0], count)
            }
            guard seen.insert(parts[0]).inserted else {
                throw Diagnostic(at: SourceLocation(file: shard, line: 1), .storeShardTwice, which)
            }
            lessonKey = key
            count = parts[1]
            sources.append(store)
        }
        if let count, seen.count != count {
            let missing = (1...count).filter { !seen.contains($0) }.map { "\($0)/\(count)" }
            throw Diagnostic(at: SourceLocation(file: shards[0], line: 1), .storeShardsMissing, missing.joined(separator: ", "))
        }
        // The merge is written to a file of its own beside `path` and renamed over it only when
        // it is complete: `path` may be one of the shards, and a merge that fails loses nothing.
        let temporary = path + ".merging-\(getpid())"
        for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: temporary + suffix) }
        do {
            try fill(GradingStore(path: temporary), from: sources)
        } catch {
            for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: temporary + suffix) }
            throw error
        }
        sources.forEach { $0.checkpoint() }
        sources.removeAll()
        for suffix in ["-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
        guard rename(temporary, path) == 0 else {
            throw Diagnostic(at: SourceLocation(file: path, line: 1), .storeMergeUnwritable, String(cString: strerror(errno)))
        }
        return try GradingStore(path: path)
    }

    /// Copies every shard's rows into `merged`, in one transaction, and leaves it checkpointed
    /// (its whole content in its main file, ready to be renamed).
    private static func fill(_ merged: GradingStore, from sources: [GradingStore]) throws {
        defer { merged.checkpoint() }
        try merged.locked {
            try merged.transaction {
                var students: Set<String> = []
                for (index, source) in sources.enumerated() {
                    try source.locked {
                        if index == 0 {
                            for row in try source.connection.rows("SELECT key, value FROM meta") {
                                let value = row[0] == .text("shard") ? Value.text("1/1") : row[1]
                                _ = try merged.connection.rows("INSERT INTO meta(key, value) VALUES (?, ?)", [row[0], value])
                            }
                            for row in try source.connection.rows("SELECT position, id, points FROM exercises") {
                                _ = try merged.connection.rows("INSERT INTO exercises(position, id, points) VALUES (?, ?, ?)", row)
                            }
                        }
                        for row in try source.connection.rows("SELECT student, hash, notes, identity FROM submissions") {
                            guard case .text(let student) = row[0], students.insert(student).inserted else {
                                throw Diagnostic(at: SourceLocation(file: source.path, line: 1), .storeStudentInTwoShards, row[0].cellText)
                            }
                            _ = try merged.connection.rows("INSERT INTO submissions(student, hash, notes, identity) VALUES (?, ?, ?, ?)", row)
                        }
                        for row in try source.connection.rows("SELECT student, position, verdict FROM results") {
                            do {
                                _ = try merged.connection.rows("INSERT INTO results(student, position, verdict) VALUES (?, ?, ?)", row)
                            } catch let error as SQLiteError {
                                throw Diagnostic(at: SourceLocation(file: source.path, line: 1), .storeResultUnmergeable, row[0].cellText, error.code.name ?? String(error.code.rawValue))
                            }
                        }
                    }
                }
            }
        }
    }
}
