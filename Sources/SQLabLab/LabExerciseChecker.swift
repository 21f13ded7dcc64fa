import Foundation
import SQLabSQLite
import SQLabText
import SQLabLessons
import SQLabEngine

/// The verdict on an answer to a lab exercise.
public struct LabExerciseVerdict {
    public let exercise: String
    public let passed: Bool
    /// Why it failed (empty when it passed).
    public let reasons: [LabMessage]
    /// What the answer's lines printed, as the lab prints them.
    public let transcript: [String]

    /// The verdict as `check --format json` and grading carry feedback: kind `tables` (what the
    /// answer leaves differs) with the reasons, in English, in `note`; `empty-answer` for none.
    public func feedback(answer: String) -> Feedback? {
        guard !passed else { return nil }
        var feedback = Feedback(kind: answer.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty ? .emptyAnswer : .tables)
        feedback.note = reasons.map { $0.text(.en) }.joined(separator: "; ")
        return feedback
    }
}

/// Checks an answer to a lab exercise (`c lab exercise id=ID`): the answer's lines and the
/// reference's each run in a fresh lab session, after the lesson's `c lab` lines above the
/// exercise; then every handle is released (an open transaction is rolled back, as when an app
/// closes) and the sessions are compared by the state they leave and the codes they returned:
///
/// - every database file of the scratch folder holds the same tables with the same rows
///   (as multisets), and the same files exist;
/// - the answer returned the exercise's `expect=` code at least once, when it has one, and every
///   failing code the answer returned is one the reference returned too;
/// - the answer left no handle open that the reference closed;
/// - every line of the answer could be run.
public struct LabExerciseChecker {
    public let lesson: Lesson
    public let timeout: Double
    public let language: Language

    public init(lesson: Lesson, timeout: Double = 1.0, language: Language = .en) {
        self.lesson = lesson
        self.timeout = timeout
        self.language = language
    }

    /// The lab lines above the exercise, in order: the state the answer starts from.
    func setup(before exercise: Exercise) -> [String] {
        var lines: [String] = []
        for block in lesson.blocks {
            switch block {
            case .lab(let lab): lines += lab.lines.map(\.text)
            case .exercise(let e) where e.id == exercise.id: return lines
            default: break
            }
        }
        return lines
    }

    /// What one side did.
    struct Run {
        var failing: Set<Int32> = []
        var returned: Set<Int32> = []
        var lineErrors: [LabMessage] = []
        var leftOpen: [String] = []
        var files: [String: [String]] = [:]
        var transcript: [String] = []
    }

    func run(_ lines: [String], after setup: [String]) -> Run? {
        guard let session = try? LabSession(configuration: .init(language: language, timeout: timeout)) else { return nil }
        defer { session.finish() }
        for line in setup { _ = session.run(line: line) }
        var run = Run()
        let mark = session.handleMark
        let transcript = LabTranscript(session: session, presenter: LabPresenter(style: .plain, language: language), source: "answer")
        for (index, line) in lines.enumerated() {
            let results = session.run(line: line)
            for result in results {
                run.transcript += transcript.lines(result, atLine: index + 1)
                switch result {
                case .call(let outcome):
                    let code = outcome.code ?? (outcome.answeredBySqlab ? .SQLITE_MISUSE : nil)
                    if let code {
                        run.returned.insert(code.primary.rawValue)
                        if !code.isSuccess { run.failing.insert(code.primary.rawValue) }
                    }
                case .error(_, let message):
                    run.lineErrors.append(.answerLine(index + 1, message.text(language)))
                default: break
                }
            }
        }
        run.leftOpen = session.openHandleNames(since: mark)
        session.releaseAll()
        run.files = LabExerciseChecker.snapshot(session.scratch)
        return run
    }

    /// Checks `answer` (lab lines, one call per line; `//` comments allowed, and lines that
    /// start with `--`, the answer file's own: its `-- exercise: ID` marker and the prompt
    /// `watch` writes above the answer).
    public func check(_ exercise: Exercise, answer: String) -> LabExerciseVerdict {
        let setup = self.setup(before: exercise)
        let answerLines = answer.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            let text = String(line).trimmingCharacters(in: CharacterSet(charactersIn: "\r"))
            // (Blank, not dropped: line numbers in the feedback stay the file's.)
            return text.trimmingCharacters(in: .whitespaces).hasPrefix("--") ? "" : text
        }
        guard let reference = run((exercise.labReference ?? []).map(\.text), after: setup),
              let mine = run(answerLines, after: setup) else {
            return LabExerciseVerdict(exercise: exercise.id, passed: false, reasons: [.scratchUnavailable], transcript: [])
        }
        var reasons: [LabMessage] = mine.lineErrors
        if let expect = exercise.labExpect, !mine.returned.contains(expect.primary.rawValue) {
            reasons.append(.missingCode(expect))
        }
        for code in mine.failing.subtracting(reference.failing).sorted() {
            reasons.append(.unexpectedCode(ResultCode(rawValue: code)))
        }
        let referenceOpen = Set(reference.leftOpen)
        let extraOpen = mine.leftOpen.filter { !referenceOpen.contains($0) }
        if !extraOpen.isEmpty { reasons.append(.answerLeftOpen(extraOpen)) }
        for file in Set(reference.files.keys).union(mine.files.keys).sorted() {
            let expected = reference.files[file], actual = mine.files[file]
            if expected == nil { reasons.append(.extraFile(file)); continue }
            if actual == nil { reasons.append(.missingFile(file)); continue }
            if expected != actual { reasons.append(.fileDiffers(file, missing: expected!.filter { !actual!.contains($0) }, extra: actual!.filter { !expected!.contains($0) })) }
        }
        return LabExerciseVerdict(exercise: exercise.id, passed: reasons.isEmpty, reasons: reasons, transcript: mine.transcript)
    }

    /// Each file of the scratch folder: for a database, one line per table (`table(columns)`)
    /// and per row (`table: values`), rows sorted; for any other file, its size.
    static func snapshot(_ scratch: LabScratch) -> [String: [String]] {
        var result: [String: [String]] = [:]
        for file in scratch.files where !file.name.hasSuffix("-journal") && !file.name.hasSuffix("-wal") && !file.name.hasSuffix("-shm") {
            let path = (scratch.path as NSString).appendingPathComponent(file.name)
            guard file.size > 0, let sandboxed = try? Sandbox().open(copyOf: path) else {
                result[file.name] = ["\(file.size) bytes"]
                continue
            }
            // The learner's database is read under the statement deadline, at most
            // `snapshotRowLimit` rows a table.
            let lines: [String]? = sandboxed.withDeadline {
                let connection = sandboxed.connection
                guard let tables = try? connection.rows("SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name") else { return nil }
                var lines: [String] = []
                for case .text(let table)? in tables.map(\.first) {
                    let quoted = "\"" + table.replacingOccurrences(of: "\"", with: "\"\"") + "\""
                    let columns = ((try? connection.rows("SELECT name FROM pragma_table_info(?)", [.text(table)])) ?? []).compactMap { row -> String? in
                        if case .text(let name)? = row.first { return name.lowercased() }
                        return nil
                    }
                    lines.append("\(table)(\(columns.joined(separator: ", ")))")
                    let rows = ((try? connection.rows("SELECT * FROM \(quoted) LIMIT \(snapshotRowLimit)")) ?? [])
                    lines += rows.map { "\(table): " + $0.map(\.sqlLiteral).joined(separator: ", ") }.sorted()
                }
                return lines
            }
            result[file.name] = lines ?? ["\(file.size) bytes"]
        }
        return result
    }

    /// Rows read at most from each table when comparing the files an answer leaves.
    static let snapshotRowLimit = 10_000

}
