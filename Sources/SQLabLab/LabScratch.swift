import Foundation
import SQLabSQLite
import SQLabText
import SQLabLessons
import SQLabEngine
import SQLabPresent

/// The private scratch folder of one lab session: every file a lab line names lives in it. It is
/// made (mode 0700, `mkdtemp`) when the session starts, filled with the fixture files, and
/// removed with everything in it when the session ends.
///
/// A path a learner gives is confined here: absolute paths, `..`, URIs and names with a NUL are
/// refused (the session answers `SQLITE_CANTOPEN` with a note); the folder holding the file must
/// resolve (`realpath`) inside the scratch folder, and SQLite opens with `SQLITE_OPEN_NOFOLLOW`, so
/// a symbolic link is never followed out. The folder has a size cap.
public final class LabScratch {
    /// The folder, as `realpath` gives it (no symbolic link in it).
    public let path: String
    /// Bytes the folder may hold; a new database file is refused once it holds more.
    public static let sizeCap = 64 << 20
    /// Database files the folder may hold (each is capped at `LabConnection.maxPageCount` pages).
    public static let fileCap = 16
    private(set) var removed = false

    /// The fixture files every session starts with: `class.sqlite` (the tutorials' `Class43`
    /// table, three students), `damaged.sqlite` (the same with the table's page overwritten, as
    /// a bad copy leaves a file: `SQLITE_CORRUPT`) and `notes.txt` (text, not a database).
    public static let fixtureNames = ["class.sqlite", "damaged.sqlite", "notes.txt"]

    /// Makes the folder under `parent` (default: the system's temporary folder) and the fixtures.
    ///
    /// - Parameter language: the edition whose names the class database holds (the English one
    ///   needs no Chinese input).
    /// - Throws: `LabScratchError` when the folder or a fixture cannot be made.
    public init(parent: String? = nil, language: Language) throws {
        let base = parent ?? NSTemporaryDirectory()
        var template = Array(((base as NSString).appendingPathComponent("sqlab-lab-XXXXXX")).utf8CString)
        guard let made = template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) else {
            throw LabScratchError(LocalizedText(.labScratchFolder, base))
        }
        let madePath = String(cString: made)
        guard let resolved = realpath(madePath, nil) else { throw LabScratchError(LocalizedText(.labScratchResolve, madePath)) }
        path = String(cString: resolved)
        free(resolved)
        try LabScratch.writeFixtures(in: path, language: language)
    }

    deinit { remove() }

    /// Removes the folder and everything in it (once; later calls do nothing).
    public func remove() {
        guard !removed else { return }
        removed = true
        try? FileManager.default.removeItem(atPath: path)
    }

    /// The students of the fixture's `Class43`, per edition.
    static func students(_ language: Language) -> [(Int, String, String, Int)] {
        language == .zh
            ? [(1, "栋哥", "男", 18), (2, "萌神", "女", 17), (3, "强哥", "男", 20)]
            : [(1, "Dan", "M", 18), (2, "Mia", "F", 17), (3, "Jack", "M", 20)]
    }

    static func writeFixtures(in folder: String, language: Language) throws {
        let database = (folder as NSString).appendingPathComponent("class.sqlite")
        do {
            let connection = try Connection.trustedScratch()
            try connection.execute("""
                CREATE TABLE Class43 (
                    Stu_ID INTEGER PRIMARY KEY NOT NULL UNIQUE,
                    name   TEXT NOT NULL,
                    gender TEXT NOT NULL DEFAULT M,
                    age    INTEGER NOT NULL
                );
                """)
            for (id, name, gender, age) in students(language) {
                _ = try connection.rows("INSERT INTO Class43 VALUES (?, ?, ?, ?)",
                                        [.integer(Int64(id)), .text(name), .text(gender), .integer(Int64(age))])
            }
            try connection.save(to: database)
        } catch {
            throw LabScratchError(LocalizedText(.labScratchFixture, database, "\(error)"))
        }
        // The damaged copy: page 2 (Class43's b-tree, 4096-byte pages) gets an invalid page type.
        if var bytes = FileManager.default.contents(atPath: database), bytes.count > 8192 {
            bytes.replaceSubrange(4096..<4104, with: [UInt8](repeating: 0x2A, count: 8))
            guard FileManager.default.createFile(atPath: (folder as NSString).appendingPathComponent("damaged.sqlite"), contents: bytes) else {
                throw LabScratchError(LocalizedText(.labScratchFixtureIn, "damaged.sqlite", folder))
            }
        }
        let notes = language.text(.labNotesFile) + "\n"
        guard FileManager.default.createFile(atPath: (folder as NSString).appendingPathComponent("notes.txt"),
                                             contents: Data(notes.utf8)) else {
            throw LabScratchError(LocalizedText(.labScratchFixtureIn, "notes.txt", folder))
        }
    }

    /// What a learner's file name means.
    public enum Resolution: Equatable {
        /// A file in the scratch folder (the full path to give SQLite).
        case file(String)
        /// `:memory:`, or the empty name (a private temporary database, kept in memory here).
        case memory
        /// Refused: why, for the note.
        case refused(LabMessage)
    }

    /// Confines a file name given to `sqlite3_open` to the scratch folder.
    public func resolve(_ name: [UInt8]) -> Resolution {
        // C reads a string up to its first NUL.
        let bytes = name.prefix { $0 != 0 }
        let text = String(decoding: bytes, as: UTF8.self)
        if text == ":memory:" || text.isEmpty { return .memory }
        if text.lowercased().hasPrefix("file:") { return .refused(.uriRefused(text)) }
        if text.hasPrefix("/") || text.hasPrefix("~") { return .refused(.absolutePathRefused(text)) }
        let components = text.split(separator: "/", omittingEmptySubsequences: true)
        if components.contains("..") { return .refused(.parentPathRefused(text)) }
        let full = (path as NSString).appendingPathComponent(components.joined(separator: "/"))
        // The folder holding the file must be inside the scratch folder once symbolic links are
        // resolved; a folder that does not exist is left to SQLite (SQLITE_CANTOPEN, as in C).
        let folder = (full as NSString).deletingLastPathComponent
        if let real = realpath(folder, nil) {
            let resolved = String(cString: real)
            free(real)
            if resolved != path && !resolved.hasPrefix(path + "/") { return .refused(.symlinkRefused(text)) }
        }
        // The file and the journals SQLite writes beside it must not be links either.
        for candidate in [full, full + "-journal", full + "-wal", full + "-shm"] {
            var info = stat()
            if lstat(candidate, &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK { return .refused(.symlinkRefused(text)) }
        }
        return .file(full)
    }

    /// A path in the scratch folder that SQLite cannot open (its folder never exists): a refused
    /// name is opened there, so the learner gets SQLite's own `SQLITE_CANTOPEN` and a handle.
    var unopenablePath: String { (path as NSString).appendingPathComponent(".refused/refused.sqlite") }

    /// The folder's size in bytes (regular files, not following links).
    public var size: Int {
        let names = (try? FileManager.default.subpathsOfDirectory(atPath: path)) ?? []
        return names.reduce(0) { total, name in
            var info = stat()
            guard lstat((path as NSString).appendingPathComponent(name), &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return total }
            return total + Int(info.st_size)
        }
    }

    /// The files in the folder, sorted, with their sizes (for `.files`).
    public var files: [(name: String, size: Int)] {
        let names = ((try? FileManager.default.subpathsOfDirectory(atPath: path)) ?? []).sorted()
        return names.compactMap { name in
            var info = stat()
            guard lstat((path as NSString).appendingPathComponent(name), &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
            return (name, Int(info.st_size))
        }
    }

    /// The names of the database-looking files (for completion and the file cap).
    var fileCount: Int { files.count }
}

/// The scratch folder could not be made: what went wrong, a catalogue text (`lab.scratch-*`).
public struct LabScratchError: Error, CustomStringConvertible {
    public let text: LocalizedText
    public init(_ text: LocalizedText) { self.text = text }
    /// The message in English.
    public var message: String { text.text(in: .en) }
    public var description: String { description(in: .en) }
    /// `sqlab: …` in `language`.
    public func description(in language: Language) -> String { language.text(.sqlabPrefix) + text.text(in: language) }
}
