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
        case let error as WorkerLessonProblem: return (oneLine(error.description(in: language)), .couldNotRun)
        case let error as ProgressStoreError where ErrorReport.hitFileSizeLimit(error):
            return ("\(error.path): " + language.text(.severityError) + (language == .en ? " " : "") + language.text(.fileSizeLimit), .couldNotRun)
        case let error as ProgressStoreError: return (oneLine(error.description(in: language)), .couldNotRun)
        case let error as SandboxError: return (sqlab + oneLine(error.description), .couldNotRun)
        case let error as ResourceShortage: return (sqlab + oneLine(error.description), .couldNotRun)
        case let error as SQLiteError where ErrorReport.hitFileSizeLimit(error):
            // `ulimit -f`: SQLite's "disk I/O error" is the file size limit (SIGXFSZ is ignored,
            // so the write failed with EFBIG); SQLite rolled the transaction back.
            return (sqlab + "\(error.filename ?? "?"): " + language.text(.fileSizeLimit), .couldNotRun)
        case let error as SQLiteError:
            let file = error.filename.map { $0 == ":memory:" ? "" : "\($0): " } ?? ""
            return (sqlab + file + language.text(.lintCannotOpenDatabase, oneLine(error.description)), .couldNotRun)
        default: return (sqlab + fileProblem(error, language: language), .couldNotRun)
        }
    }

    /// True when `error` is a failed write of a file that the file size limit (`ulimit -f`)
    /// stopped: `EFBIG` by `sqlite3_system_errno`, or an I/O error or "disk full" on a file
    /// while a finite `RLIMIT_FSIZE` is set (SQLite takes `errno` after later calls have
    /// replaced it, and reports a short write as `SQLITE_FULL`, so the number is not always there).
    static func hitFileSizeLimit(_ error: SQLiteError) -> Bool {
        if error.systemErrno == EFBIG { return true }
        guard error.filename != nil, [.SQLITE_IOERR, .SQLITE_FULL].contains(error.code.primary) else { return false }
        return fileSizeIsLimited
    }

    /// True when the progress store could not be opened or written for an I/O error while a
    /// file size limit is set (its `-shm` file alone needs 32 KiB). The store keeps SQLite's
    /// failure only as text in its problem (`ProgressStoreError.Problem`), so the result code's
    /// name is looked for there.
    static func hitFileSizeLimit(_ error: ProgressStoreError) -> Bool {
        let detail: String
        switch error.problem {
        case .unreadable(let text), .writeFailed(let text), .corrupt(let text): detail = text
        case .newerVersion: return false
        }
        return (detail.contains("SQLITE_IOERR") || detail.contains("SQLITE_FULL")) && fileSizeIsLimited
    }

    /// True when this process has a finite file size limit (`RLIMIT_FSIZE`, `ulimit -f`).
    static var fileSizeIsLimited: Bool {
        var limit = rlimit()
        guard getrlimit(__rlimit_resource_t(RLIMIT_FSIZE.rawValue), &limit) == 0 else { return false }
        return limit.rlim_cur != rlim_t.max  // RLIM_INFINITY
    }

    /// `PATH: reason` for an error of Foundation's file calls (`NSFilePathErrorKey` and the
    /// underlying POSIX error), else the error's own description.
    static func fileProblem(_ error: Error, language: Language = .en) -> String {
        let ns = error as NSError
        let path = (ns.userInfo[NSFilePathErrorKey] as? String) ?? (ns.userInfo[NSURLErrorKey] as? URL)?.path
        var reason: String?
        if let underlying = ns.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            reason = systemReason(Int32(underlying.code), language)
        } else if ns.domain == NSPOSIXErrorDomain {
            reason = systemReason(Int32(ns.code), language)
        } else if language != .en, ns.domain == NSCocoaErrorDomain, let key = cocoaReasons[ns.code] {
            reason = language.text(key)
        }
        if reason == nil, let path, let file = fileAbove(path) { reason = language.text(.fileNotADirectoryAbove, file) }
        if (ns.userInfo[NSUnderlyingErrorKey] as? NSError).map({ $0.domain == NSPOSIXErrorDomain && $0.code == Int(EFBIG) }) == true
            || (ns.domain == NSPOSIXErrorDomain && ns.code == Int(EFBIG)) {
            reason = language.text(.fileSizeLimit)
        }
        let text = reason ?? oneLine(ns.domain == NSCocoaErrorDomain ? ns.localizedDescription : "\(error)")
        return path.map { "\($0): \(text)" } ?? text
    }

    /// The operating system's reason for `code` (an `errno`): `strerror`'s words in English, the
    /// catalogue's for the reasons a command meets most in another language (else `strerror`'s).
    static func systemReason(_ code: Int32, _ language: Language) -> String {
        if language != .en, let key = posixReasons[code] { return language.text(key) }
        return String(cString: strerror(code))
    }

    /// The catalogue's texts of the commonest `errno` values.
    static let posixReasons: [Int32: TextKey] = [
        ENOENT: .fileReasonNoEntry, EACCES: .fileReasonPermission, EPERM: .fileReasonPermission, ENOTDIR: .fileReasonNotDirectory,
        EISDIR: .fileReasonIsDirectory, EEXIST: .fileReasonExists, ENOSPC: .fileReasonNoSpace, EROFS: .fileReasonReadOnly,
    ]

    /// The same for Foundation's own file error codes (`CocoaError.Code`), which carry no
    /// `errno`: its English description is kept in English.
    static let cocoaReasons: [Int: TextKey] = [
        CocoaError.fileWriteFileExists.rawValue: .fileReasonExists, CocoaError.fileWriteNoPermission.rawValue: .fileReasonPermission,
        CocoaError.fileReadNoPermission.rawValue: .fileReasonPermission, CocoaError.fileNoSuchFile.rawValue: .fileReasonNoEntry,
        CocoaError.fileReadNoSuchFile.rawValue: .fileReasonNoEntry, CocoaError.fileWriteOutOfSpace.rawValue: .fileReasonNoSpace,
        CocoaError.fileWriteVolumeReadOnly.rawValue: .fileReasonReadOnly,
    ]

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
