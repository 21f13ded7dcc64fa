import Foundation
import SQLabSQLite
import SQLabText
import SQLabSQL
import SQLabLessons

/// A learner's answer file split into answers, one per exercise (lesson format: "Answer files").
///
/// A line `-- exercise: ID` starts the answer to exercise ID. What comes before the first such
/// line answers the exercise named on the command line; with none named it is reported. When an
/// ID appears twice, the last answer counts and a warning says so.
public struct AnswerFile: Sendable {
    /// One answer: its SQL and where it starts in the file.
    public struct Answer: Sendable, Equatable {
        public let exerciseID: String
        public let sql: String
        /// The line of the answer's first SQL line.
        public let location: SourceLocation
    }

    /// The largest answer file read, in bytes.
    public static let maximumSize = 1 << 20
    static let marker = "-- exercise:"

    /// The answers, by exercise id, in file order.
    public let answers: [Answer]
    /// Warnings: a repeated id, text before the first marker with no exercise named.
    public let warnings: [Diagnostic]

    public func answer(for id: String) -> Answer? { answers.last { $0.exerciseID == id } }

    /// Splits answer text.
    ///
    /// - Parameters:
    ///   - text: the file's text.
    ///   - file: its name, for locations.
    ///   - defaultExercise: the exercise named on the command line, which text before the first
    ///     marker answers.
    public init(text: String, file: String, defaultExercise: String?) {
        var answers: [Answer] = []
        var warnings: [Diagnostic] = []
        var currentID = defaultExercise
        var currentLines: [String] = []
        var currentStart = 1
        var markerLine = 0
        func finish() {
            let sql = currentLines.joined(separator: "\n")
            let hasSQL = !ExerciseChecker.isBlank(sql)  // comments alone are no SQL
            if let id = currentID {
                if hasSQL || markerLine > 0 {
                    answers.append(Answer(exerciseID: id, sql: sql, location: SourceLocation(file: file, line: currentStart)))
                }
            } else if hasSQL {
                warnings.append(Diagnostic(.warning, at: SourceLocation(file: file, line: currentStart),
                                           "SQL before the first '-- exercise: ID' line answers no exercise (name one on the command line)"))
            }
        }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        for (index, raw) in lines.enumerated() {
            let line = raw.hasSuffix("\r") ? String(raw.dropLast()) : String(raw)
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.lowercased().hasPrefix(AnswerFile.marker) {
                finish()
                currentID = trimmed.dropFirst(AnswerFile.marker.count).trimmingCharacters(in: .whitespaces)
                currentLines = []
                currentStart = index + 2
                markerLine = index + 1
                continue
            }
            currentLines.append(line)
        }
        finish()
        if answers.isEmpty, markerLine == 0, let id = defaultExercise {
            // A file with no markers, and nothing in it, is an empty answer to the named exercise.
            answers.append(Answer(exerciseID: id, sql: text, location: SourceLocation(file: file, line: 1)))
        }
        var seen: [String: SourceLocation] = [:]
        for answer in answers {
            if let first = seen[answer.exerciseID] {
                warnings.append(Diagnostic(.warning, at: answer.location,
                                           "exercise '\(answer.exerciseID)' is answered again (first at line \(first.line)); the last answer counts"))
            }
            seen[answer.exerciseID] = answer.location
        }
        self.answers = answers
        self.warnings = warnings
    }

    /// Reads an answer file (`-` is standard input, read with `standardInput`).
    ///
    /// - Throws: `Diagnostic` for a missing or unreadable file, one over `maximumSize`, a NUL
    ///   byte or invalid UTF-8 (with line and column).
    public static func read(_ path: String, defaultExercise: String?,
                            standardInput: () -> Data = { FileHandle.standardInput.readDataToEndOfFile() }) throws -> AnswerFile {
        let data: Data
        if path == "-" {
            data = standardInput()
        } else {
            guard FileManager.default.fileExists(atPath: path) else {
                throw Diagnostic(at: SourceLocation(file: path, line: 1), "no such answer file")
            }
            guard let contents = FileManager.default.contents(atPath: path) else {
                throw Diagnostic(at: SourceLocation(file: path, line: 1), "cannot read the answer file")
            }
            data = contents
        }
        let name = path == "-" ? "<stdin>" : path
        if data.count > maximumSize {
            throw Diagnostic(at: SourceLocation(file: name, line: 1), "the answer file is \(data.count) bytes; the limit is \(maximumSize)")
        }
        if let problem = TextHygiene.check(data, file: name) { throw problem }
        return AnswerFile(text: String(decoding: data, as: UTF8.self), file: name, defaultExercise: defaultExercise)
    }
}
