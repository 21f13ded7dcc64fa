import Foundation
import SQLabSQLite
import SQLabText
import SQLabSQL
import SQLabLessons

/// A learner's answer file split into answers, one per exercise (lesson format: "Answer files").
///
/// A line `-- exercise: ID` starts the answer to exercise ID (read leniently: `AnswerMarker`).
/// What comes before the first such
/// line answers the exercise named on the command line; with none named it is reported. When an
/// ID appears twice, the last answer counts and a warning says so.
public struct AnswerFile: Sendable {
    /// One answer: its SQL and where it starts in the file.
    public struct Answer: Sendable, Equatable {
        public let exerciseID: String
        public let sql: String
        /// The line of the answer's first SQL line.
        public let location: SourceLocation
        /// The line of its `-- exercise: ID` marker, or `location` when it has none: where a
        /// message about the exercise ID points (no such exercise, answered twice).
        public let marker: SourceLocation
    }

    /// The largest answer file read, in bytes.
    public static let maximumSize = 1 << 20

    /// The answers, by exercise id, in file order.
    public let answers: [Answer]
    /// Warnings: a repeated id, text before the first marker with no exercise named.
    public let warnings: [Diagnostic]

    /// The answer to exercise `id` (ids compare without letter case: `-- exercise: OLDER`
    /// answers `older`); the last one when the file answers it twice.
    public func answer(for id: String) -> Answer? {
        answers.last { $0.exerciseID == id } ?? answers.last { $0.exerciseID.lowercased() == id.lowercased() }
    }

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
                    let start = SourceLocation(file: file, line: currentStart)
                    answers.append(Answer(exerciseID: id, sql: sql, location: start,
                                          marker: markerLine > 0 ? SourceLocation(file: file, line: markerLine) : start))
                }
            } else if hasSQL {
                warnings.append(Diagnostic(.warning, at: SourceLocation(file: file, line: currentStart), .answerBeforeMarker))
            }
        }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        for (index, raw) in lines.enumerated() {
            let line = raw.hasSuffix("\r") ? String(raw.dropLast()) : String(raw)
            if let id = AnswerMarker.exerciseID(in: line) {
                finish()
                currentID = id
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
            let start = SourceLocation(file: file, line: 1)
            answers.append(Answer(exerciseID: id, sql: text, location: start, marker: start))
        }
        var seen: [String: SourceLocation] = [:]
        for answer in answers {
            if let first = seen[answer.exerciseID.lowercased()] {
                warnings.append(Diagnostic(.warning, at: answer.marker, .answerRepeated, answer.exerciseID, first.line))
            }
            seen[answer.exerciseID.lowercased()] = answer.marker
        }
        self.answers = answers
        self.warnings = warnings
    }

    /// Reads an answer file (`-` is standard input): at most `maximumSize` bytes, a regular file
    /// only (`BoundedFile`), decoded once (`AnswerText`: BOM, UTF-16, CRLF and CR, and the
    /// `encodings` named for files that are not UTF-8).
    ///
    /// - Throws: `Diagnostic` for a missing or unreadable file, a symbolic link, FIFO or device,
    ///   one over `maximumSize`, a NUL character or bytes that are not text (with line and column);
    ///   its message is a catalogue text (`Diagnostic.description(in:)` gives it in Chinese).
    /// - Parameter standardInput: reads at most the given number of bytes of standard input.
    public static func read(_ path: String, defaultExercise: String?, encodings: [String] = [],
                            standardInput: (Int) -> Data = { FileHandle.standardInput.readData(ofLength: $0) }) throws -> AnswerFile {
        let (text, name) = try readText(path, encodings: encodings, standardInput: standardInput)
        return AnswerFile(text: text, file: name, defaultExercise: defaultExercise)
    }

    /// The text of a file of SQL (`-` for standard input), decoded as `read` decodes an answer
    /// file, and the name diagnostics give it (`<stdin>` for `-`): for `explain FILE.sql`.
    ///
    /// - Throws: `Diagnostic`, as `read` does.
    public static func readText(_ path: String, encodings: [String] = [],
                                standardInput: (Int) -> Data = { FileHandle.standardInput.readData(ofLength: $0) }) throws -> (text: String, file: String) {
        let data: Data
        let name = path == "-" ? "<stdin>" : path
        let here = SourceLocation(file: name, line: 1)
        if path == "-" {
            data = standardInput(maximumSize + 1)
            if data.count > maximumSize { throw Diagnostic(at: here, .answerStdinTooLarge, maximumSize) }
        } else {
            var outcome = BoundedFile.read(path, cap: maximumSize)
            // The learner's own file may be a link (an editor's backup scheme): follow it here.
            if outcome == .symbolicLink, let target = URL(fileURLWithPath: path).resolvingSymlinksInPath().path as String? {
                outcome = BoundedFile.read(target, cap: maximumSize)
            }
            switch outcome {
            case .bytes(let bytes, _): data = bytes
            case .missing: throw Diagnostic(at: here, .answerMissing)
            case .tooLarge(let size): throw Diagnostic(at: here, .answerTooLarge, size, maximumSize)
            case .notRegular(let what): throw Diagnostic(at: here, .answerNotRegular, BoundedFile.kindText(what))
            case .symbolicLink: throw Diagnostic(at: here, .answerDeadLink)
            case .unreadable(let reason): throw Diagnostic(at: here, .answerUnreadable, BoundedFile.reasonText(reason))
            }
        }
        switch AnswerText.decode(data, encodings: encodings) {
        case .success(let decoded): return (decoded.text, name)
        case .failure(let problem):
            let at = SourceLocation(file: name, line: problem.line, column: problem.column)
            guard encodings.isEmpty && !problem.isNUL else { throw Diagnostic(at: at, problem.text) }
            let advice = problem.encodingHint.map { LocalizedText(.answerAdviceNamed, $0) } ?? LocalizedText(.answerAdviceAny)
            throw Diagnostic(at: at, .answerNotText, problem.text, advice)
        }
    }
}
