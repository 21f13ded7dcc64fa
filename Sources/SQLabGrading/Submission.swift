import CMD
import Foundation
import SQLabSQLite
import SQLabText
import SQLabLessons
import SQLabEngine
import SQLabPresent

/// SHA-256 of content, in hex, from libmd (`<sha2.h>`): Foundation on Linux has no CryptoKit.
/// Grading uses it to notice a changed submission or lesson, so that a resumed run re-grades
/// exactly what changed.
public enum ContentHash {
    /// The hash of `parts` fed in order, each preceded by its length (so that parts cannot
    /// run into each other: ("ab", "c") and ("a", "bc") differ).
    public static func sha256(_ parts: [Data]) -> String {
        var context = SHA2_CTX()
        SHA256Init(&context)
        for part in parts {
            var length = UInt64(part.count).littleEndian
            withUnsafeBytes(of: &length) { SHA256Update(&context, $0.bindMemory(to: UInt8.self).baseAddress, 8) }
            part.withUnsafeBytes { raw in
                if let base = raw.bindMemory(to: UInt8.self).baseAddress { SHA256Update(&context, base, raw.count) }
            }
        }
        var digest = [UInt8](repeating: 0, count: Int(SHA256_DIGEST_LENGTH))
        SHA256Final(&digest, &context)
        return digest.map { String(format: "%02x", $0) }.joined()
    }

    public static func sha256(_ text: String) -> String { sha256([Data(text.utf8)]) }

    /// The plain SHA-256 of `data` (no length prefix), in hex: `sha256(bytes: "abc")` is
    /// `ba7816bf…f20015ad`, as FIPS 180-2 gives it.
    public static func sha256(bytes data: Data) -> String {
        var context = SHA2_CTX()
        SHA256Init(&context)
        data.withUnsafeBytes { raw in
            if let base = raw.bindMemory(to: UInt8.self).baseAddress { SHA256Update(&context, base, raw.count) }
        }
        var digest = [UInt8](repeating: 0, count: Int(SHA256_DIGEST_LENGTH))
        SHA256Final(&digest, &context)
        return digest.map { String(format: "%02x", $0) }.joined()
    }
}

/// One student's hand-in in a submissions folder: a file `STUDENT.sql` (an answer file) or a
/// folder `STUDENT/` of files `ID.sql`, each answering exercise ID.
public struct Submission: Sendable, Equatable {
    public enum Source: Sendable, Equatable {
        case file(String)
        case folder(String)
        /// Both `STUDENT.sql` and `STUDENT/`: which one counts is not clear, so neither does.
        case both(file: String, folder: String)
    }
    /// The student, as the file or folder is named (without `.sql`).
    public let student: String
    public let source: Source
}

/// A submission read and split into answers, ready to check.
public struct PreparedSubmission: Sendable {
    public let student: String
    /// SHA-256 of what was read: a changed hand-in has another hash, and is graded again.
    public let hash: String
    /// The answers to check, by exercise id.
    public var answers: [String: String] = [:]
    /// What the instructor and the student should know about the hand-in itself: a file that
    /// is empty, too big or not UTF-8, answers to exercises the lesson does not have, repeats.
    public var notes: [String] = []
    /// Verdicts decided without checking (an unreadable or oversized file), by exercise id.
    public var fixed: [String: Feedback] = [:]
}

/// The submissions folder of a class: one answer file or one folder per student, in a stable
/// order (by the student's name, compared as UTF-8 bytes).
public struct SubmissionFolder: Sendable {
    public let path: String
    public let submissions: [Submission]
    /// Entries that are not submissions (`notes.txt`), for a warning.
    public let ignored: [String]

    /// Lists a submissions folder.
    ///
    /// - Throws: `Diagnostic` when `path` is missing or not a folder.
    public init(path: String) throws {
        self.path = path
        let fm = FileManager.default
        var isDirectory: ObjCBool = false
        guard fm.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw Diagnostic(at: SourceLocation(file: path, line: 1), "no such submissions folder")
        }
        guard isDirectory.boolValue else {
            throw Diagnostic(at: SourceLocation(file: path, line: 1), "is a file; SUBMISSIONS is a folder of answer files (STUDENT.sql) or folders (STUDENT/ID.sql)")
        }
        guard let names = try? fm.contentsOfDirectory(atPath: path) else {
            throw Diagnostic(at: SourceLocation(file: path, line: 1), "cannot read the submissions folder")
        }
        var files: [String: String] = [:], folders: [String: String] = [:]
        var ignored: [String] = []
        for name in names where !name.hasPrefix(".") {
            let full = (path as NSString).appendingPathComponent(name)
            var dir: ObjCBool = false
            guard fm.fileExists(atPath: full, isDirectory: &dir) else { continue }
            if dir.boolValue {
                folders[name] = full
            } else if name.hasSuffix(".sql"), name.count > 4 {
                files[String(name.dropLast(4))] = full
            } else {
                ignored.append(name)
            }
        }
        var submissions: [Submission] = []
        for student in Set(files.keys).union(folders.keys) {
            switch (files[student], folders[student]) {
            case let (file?, folder?): submissions.append(Submission(student: student, source: .both(file: file, folder: folder)))
            case let (file?, nil): submissions.append(Submission(student: student, source: .file(file)))
            case let (nil, folder?): submissions.append(Submission(student: student, source: .folder(folder)))
            default: break
            }
        }
        self.submissions = submissions.sorted { SubmissionFolder.precedes($0.student, $1.student) }
        self.ignored = ignored.sorted(by: SubmissionFolder.precedes)
    }

    /// The order of students in every report: by UTF-8 bytes, the same on every machine.
    public static func precedes(_ a: String, _ b: String) -> Bool {
        a.utf8.lexicographicallyPrecedes(b.utf8)
    }

    /// Reads a submission and splits it into answers to `lesson`'s exercises.
    public static func prepare(_ submission: Submission, lesson: Lesson) -> PreparedSubmission {
        switch submission.source {
        case .file(let path): return prepareFile(submission.student, path: path, lesson: lesson)
        case .folder(let path): return prepareFolder(submission.student, path: path, lesson: lesson)
        case .both(let file, let folder):
            var prepared = PreparedSubmission(student: submission.student, hash: ContentHash.sha256("both\n" + submission.student))
            let note = "Both \(display(file)) and \(display(folder))/ were handed in, so it is not clear which counts; neither was graded. Hand in one of them."
            prepared.notes.append(note)
            for exercise in lesson.exercises { prepared.fixed[exercise.id] = noted(note) }
            return prepared
        }
    }

    /// A file as reports name it: its name and its folder's, never an absolute path.
    static func display(_ path: String) -> String {
        let url = URL(fileURLWithPath: path)
        return url.deletingLastPathComponent().lastPathComponent + "/" + url.lastPathComponent
    }

    static func noted(_ note: String) -> Feedback {
        var feedback = Feedback(kind: .error)
        feedback.note = note
        return feedback
    }

    /// At most `AnswerFile.maximumSize` + 1 bytes of a file, and its size; nil when unreadable.
    static func readCapped(_ path: String) -> (data: Data, size: Int)? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        // read(upToCount:) gives nil at the end of the file: an empty file is empty data.
        let data: Data
        do { data = try handle.read(upToCount: AnswerFile.maximumSize + 1) ?? Data() } catch { return nil }
        let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? data.count
        return (data, max(size, data.count))
    }

    /// A file's text, or the feedback every answer in it gets when it cannot be read as an
    /// answer file (unreadable, too big, a NUL byte, not UTF-8).
    static func text(of path: String, name: String) -> (text: String?, problem: String?, hashed: [Data]) {
        guard let (data, size) = readCapped(path) else {
            return (nil, "\(name) cannot be read, so it was not graded.", [Data("unreadable".utf8)])
        }
        let hashed = [data, Data(String(size).utf8)]
        if size > AnswerFile.maximumSize {
            return (nil, "\(name) is \(size) bytes; sqlab reads answer files of at most \(AnswerFile.maximumSize) bytes, so it was not graded.", hashed)
        }
        if let problem = TextHygiene.check(data, file: name) {
            return (nil, "\(problem.location): \(problem.message), so it was not graded. Save it as UTF-8 text and hand it in again.", hashed)
        }
        return (String(decoding: data, as: UTF8.self), nil, hashed)
    }

    static func prepareFile(_ student: String, path: String, lesson: Lesson) -> PreparedSubmission {
        let name = URL(fileURLWithPath: path).lastPathComponent
        let (text, problem, hashed) = text(of: path, name: name)
        var prepared = PreparedSubmission(student: student, hash: ContentHash.sha256([Data("file".utf8)] + hashed))
        if let problem {
            prepared.notes.append(problem)
            for exercise in lesson.exercises { prepared.fixed[exercise.id] = noted(problem) }
            return prepared
        }
        guard let text, !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
            prepared.notes.append("\(name) is empty: no exercise was answered.")
            return prepared
        }
        let file = AnswerFile(text: text, file: name, defaultExercise: nil)
        prepared.notes += file.warnings.map(\.description)
        for answer in file.answers {
            if lesson.exercise(answer.exerciseID) == nil {
                prepared.notes.append(Diagnostic(.warning, at: answer.location,
                                                 "the lesson has no exercise '\(answer.exerciseID)'; this answer is not graded").description)
            }
        }
        for exercise in lesson.exercises {
            if let answer = file.answer(for: exercise.id) { prepared.answers[exercise.id] = answer.sql }
        }
        if prepared.answers.isEmpty {
            prepared.notes.append("\(name) answers none of the lesson's exercises (start each answer with a line '-- exercise: ID').")
        }
        return prepared
    }

    static func prepareFolder(_ student: String, path: String, lesson: Lesson) -> PreparedSubmission {
        let folder = URL(fileURLWithPath: path).lastPathComponent
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).filter { !$0.hasPrefix(".") }.sorted(by: precedes)
        var hashed: [Data] = [Data("folder".utf8)]
        var notes: [String] = []
        var answers: [String: String] = [:]
        var fixed: [String: Feedback] = [:]
        for name in names {
            let display = folder + "/" + name
            hashed.append(Data(name.utf8))
            let full = (path as NSString).appendingPathComponent(name)
            var isDirectory: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory)
            guard name.hasSuffix(".sql"), name.count > 4, !isDirectory.boolValue else {
                notes.append("\(display) is not an answer (a file ID.sql answers exercise ID); it was ignored.")
                continue
            }
            let id = String(name.dropLast(4))
            guard lesson.exercise(id) != nil else {
                let hint = DidYouMean.closest(to: id, in: lesson.exercises.map(\.id)).map { " (did you mean \($0).sql?)" } ?? ""
                notes.append("\(display): the lesson has no exercise '\(id)'\(hint); this answer is not graded.")
                continue
            }
            let (text, problem, bytes) = text(of: full, name: display)
            hashed += [Data(name.utf8)] + bytes
            if let problem {
                notes.append(problem)
                fixed[id] = noted(problem)
                continue
            }
            let file = AnswerFile(text: text ?? "", file: display, defaultExercise: id)
            notes += file.warnings.map(\.description)
            answers[id] = file.answer(for: id)?.sql ?? ""
        }
        if answers.isEmpty && fixed.isEmpty {
            notes.append("\(folder)/ holds no answers (a file ID.sql answers exercise ID).")
        }
        var prepared = PreparedSubmission(student: student, hash: ContentHash.sha256(hashed))
        prepared.answers = answers
        prepared.notes = notes
        prepared.fixed = fixed
        return prepared
    }
}
