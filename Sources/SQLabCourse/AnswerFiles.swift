import Foundation
import SQLabText
import SQLabSQL
import SQLabLessons

/// What an exercise's answer file holds, as `check` without `--answer` and `next` see it.
public enum AnswerFileState: Equatable, Sendable {
    /// There is no file.
    case missing
    /// The file holds no SQL statement: the template `watch` wrote, untouched, or an empty
    /// file. Not an answer.
    case unanswered
    /// The file holds SQL (or bytes that are not UTF-8: `check` decodes and reports them).
    case answered
    /// Not a regular file: `"a folder"`, `"a named pipe (FIFO)"`, … (`BoundedFile`).
    case notRegular(String)
}

extension CourseModel {
    /// The name of the folder answer files are kept in.
    public static let answersFolder = "answers"

    /// The `answers` folder a learner working in `directory` means, as a path relative to
    /// `directory`: the nearest `answers` going up from it, as git finds `.git` (`answers`,
    /// `../answers`, `../../answers`), so that `check` and `watch` run from a subfolder of the
    /// course folder find the answers written from its top. The search looks at `directory`
    /// and each folder above it, and stops after `home` (the learner's home folder, when
    /// `directory` is inside it) or the file system's root; the first `answers` of any kind
    /// is the one (a file named `answers` is reported where it is, not passed over). When
    /// there is none, `answers` in `directory` itself, where `watch` and `next` make it.
    ///
    /// - Parameters:
    ///   - directory: an absolute path, the command's working directory.
    ///   - home: `$HOME`, or nil.
    /// - Complexity: one `lstat` per folder up to `home` or the root.
    public static func answersFolder(from directory: String, home: String?) -> String {
        let stop = home.map { ($0 as NSString).standardizingPath }
        var folder = (directory as NSString).standardizingPath
        var ups = 0
        while true {
            let candidate = (folder as NSString).appendingPathComponent(answersFolder)
            var info = stat()
            if lstat(candidate, &info) == 0 {
                return ups == 0 ? answersFolder : Array(repeating: "..", count: ups).joined(separator: "/") + "/" + answersFolder
            }
            if folder == "/" || folder == stop || folder.isEmpty { return answersFolder }
            folder = (folder as NSString).deletingLastPathComponent
            ups += 1
        }
    }

    /// Where the answer to an exercise is kept: `FOLDER/LESSON/ID.sql`, where FOLDER is the
    /// `answers` folder (`answersFolder(from:home:)`) relative to the working directory.
    /// `watch` writes it, `next` names it, `check` and the home read it.
    public static func answerPath(lesson: String, exercise: String, in folder: String = answersFolder) -> String {
        ((folder as NSString).appendingPathComponent(lesson) as NSString).appendingPathComponent(exercise + ".sql")
    }

    /// The answer file of `ref` (`answerPath(lesson:exercise:in:)`).
    public static func answerPath(_ ref: ExerciseRef, in folder: String = answersFolder) -> String {
        answerPath(lesson: ref.lesson.id, exercise: ref.exercise.id, in: folder)
    }

    /// What the file at `path` (an absolute path, or relative to the process's working
    /// directory) holds: SQL is told from comments and blanks by SQLite's own tokenizer rules
    /// (`Tokenizer`), so `-- …` and `/* … */` lines alone, as in watch's template, are no answer.
    ///
    /// - Parameter cap: the largest file read, in bytes; a larger one counts as answered (its
    ///   reader reports the size).
    public static func answerState(atPath path: String, cap: Int = 1 << 20) -> AnswerFileState {
        switch BoundedFile.read(path: Array(path.utf8), cap: cap) {
        case .missing: return .missing
        case .notRegular(let what): return .notRegular(what)
        case .symbolicLink, .tooLarge, .unreadable: return .answered
        case .bytes(let data, _):
            guard let text = String(data: data, encoding: .utf8) else { return .answered }
            return Tokenizer.significantTokens(text).allSatisfy { $0.text == ";" } ? .unanswered : .answered
        }
    }

    /// Of the exercises of `lesson`, how many have passed, from the progress recorded (by
    /// `check`, `watch` or the REPL's `.check`), and how many there are.
    ///
    /// - Throws: `ProgressStoreError` when the store cannot be read.
    public func tally(_ lesson: Lesson) throws -> (passed: Int, total: Int) {
        let passed = try lesson.exercises.filter { try progress(ExerciseRef(lesson: lesson, exercise: $0)).passed }.count
        return (passed, lesson.exercises.count)
    }
}
