import Foundation
#if canImport(Glibc)
import Glibc
#endif
import SQLabSQLite
import SQLabText
import SQLabLessons
import SQLabCourse
import SQLabEngine

/// The one place that turns an error a command threw into the line sqlab prints and its exit
/// status (`CommandLineTool.run` is its only caller). Every error a command throws is a job
/// that could not be done: status 2 (`ExitStatus.couldNotRun`), one line on standard error.
///
/// Errors of sqlab's own types carry their text (the file and line of a lesson or answer file,
/// the progress file); errors of Foundation's file calls are given as the path and the
/// operating system's reason (`strerror`), so that `watch` beside a file named `answers` says
/// `sqlab: answers/01-first-steps: Not a directory` instead of ending with a trap.
public enum ErrorReport {
    /// The message (one line, no line break at the end) and the exit status for `error`; a
    /// usage error in the learner's `language` (the text catalogue).
    public static func describe(_ error: Error, language: Language = .en) -> (message: String, status: ExitStatus) {
        // The program's name, then the message: `sqlab: …`, in Chinese `sqlab：…`.
        let sqlab = language.text(.sqlabPrefix)
        switch error {
        case let error as Arguments.UsageError: return (sqlab + oneLine(error.message(language)), .couldNotRun)
        case let error as CourseError: return (sqlab + oneLine(error.message(language)), .couldNotRun)
        // Every problem of a lesson on a line of its own (each is one line, FILE:LINE: …).
        case let error as LessonError:
            return (error.diagnostics.map { oneLine($0.description(in: language)) }.joined(separator: "\n"), .couldNotRun)
        case let error as Diagnostic: return (oneLine(error.description(in: language)), .couldNotRun)
        case let error as LessonBudgetSpent: return (oneLine(error.diagnostic.description(in: language)), .couldNotRun)
        case let error as WorkerLessonProblem: return (oneLine(error.description), .couldNotRun)
        case let error as ProgressStoreError: return (oneLine(error.description(in: language)), .couldNotRun)
        case let error as SandboxError: return (sqlab + oneLine(error.description), .couldNotRun)
        case let error as ResourceShortage: return (sqlab + oneLine(error.description), .couldNotRun)
        case let error as SQLiteError:
            let file = error.filename.map { $0 == ":memory:" ? "" : "\($0): " } ?? ""
            return (sqlab + "\(file)SQLite could not open a database: " + oneLine(error.description), .couldNotRun)
        default: return (sqlab + fileProblem(error), .couldNotRun)
        }
    }

    /// `PATH: reason` for an error of Foundation's file calls (`NSFilePathErrorKey` and the
    /// underlying POSIX error), else the error's own description.
    static func fileProblem(_ error: Error) -> String {
        let ns = error as NSError
        let path = (ns.userInfo[NSFilePathErrorKey] as? String) ?? (ns.userInfo[NSURLErrorKey] as? URL)?.path
        var reason: String?
        if let underlying = ns.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            reason = String(cString: strerror(Int32(underlying.code)))
        } else if ns.domain == NSPOSIXErrorDomain {
            reason = String(cString: strerror(Int32(ns.code)))
        }
        if reason == nil, let path, let file = fileAbove(path) { reason = "Not a directory (\(file) is a file)" }
        let text = reason ?? oneLine(ns.domain == NSCocoaErrorDomain ? ns.localizedDescription : "\(error)")
        return path.map { "\($0): \(text)" } ?? text
    }

    /// The nearest folder above `path` that is a regular file, when there is one: the reason
    /// a folder could not be made there (`ENOTDIR`), which Foundation does not always pass on.
    static func fileAbove(_ path: String) -> String? {
        var folder = (path as NSString).deletingLastPathComponent
        while !folder.isEmpty && folder != "/" {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) {
                return isDirectory.boolValue ? nil : folder
            }
            folder = (folder as NSString).deletingLastPathComponent
        }
        return nil
    }

    /// The text on one line: line breaks become spaces, so the report is one line.
    static func oneLine(_ text: String) -> String {
        // A usage of several lines (grade's) is laid out with indentation: one space each.
        text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            .joined(separator: " ")
    }
}
