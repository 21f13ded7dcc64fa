import Foundation
import SQLabSQLite
import SQLabText
import SQLabLessons
import SQLabEngine
import SQLabPresent

/// How much of the feedback students see (`--feedback`), in their feedback files and in the
/// Gradescope results. The instructor's reports (csv, json, junit, html) always have everything.
public enum FeedbackLevel: String, Sendable, CaseIterable {
    /// Everything `sqlab check` says, counterexamples included.
    case full
    /// Only what differs: no counterexample, no dataset details.
    case summary
    /// Only passed or not.
    case verdict
}

/// The report formats of `sqlab grade --format`.
public enum ReportFormat: String, Sendable, CaseIterable {
    case csv, json, gradescope, junit, html
    /// Canvas's gradebook import (`canvas-import.csv`), Moodle's grading worksheet
    /// (`moodle-import.csv`), and a spreadsheet's CSV (`grades-excel.csv`: UTF-8 with a BOM).
    case canvas, moodle, sheet

    /// The file (or folder, for `gradescope`) the format writes in the output folder.
    public var file: String {
        switch self {
        case .csv: return "grades.csv"
        case .json: return "grades.json"
        case .junit: return "junit.xml"
        case .html: return "report.html"
        case .canvas: return "canvas-import.csv"
        case .moodle: return "moodle-import.csv"
        case .sheet: return "grades-excel.csv"
        case .gradescope: return "gradescope"
        }
    }

    /// The formats whose files are already in `folder`: a later run writes them again, so
    /// that no report is left from an earlier grading beside newer ones.
    public static func present(in folder: String) -> [ReportFormat] {
        allCases.filter { FileManager.default.fileExists(atPath: (folder as NSString).appendingPathComponent($0.file)) }
    }
}

/// Gradescope's visibility settings of a test or of the whole result ("Autograder
/// Specifications", Controlling Test Case Visibility).
public enum GradescopeVisibility {
    public static let all = ["visible", "hidden", "after_due_date", "after_published"]
}

/// Writes a grade book's reports into a folder: `grades.csv`, `grades.json`, `junit.xml`,
/// `report.html`, `gradescope/STUDENT/results.json`, and always one feedback file per student,
/// `feedback/STUDENT.txt`. Every file depends only on the grade book, so the same grading gives
/// the same bytes.
public struct ReportWriter {
    public let book: GradeBook
    public let level: FeedbackLevel
    public let explainer: Explainer
    /// Gradescope's visibility of every test (`visible`, `hidden`, `after_due_date`, `after_published`).
    public var visibility = "visible"

    public init(book: GradeBook, level: FeedbackLevel, explainer: Explainer = Explainer(language: .en)) {
        self.book = book
        self.level = level
        self.explainer = explainer
    }

    /// Writes the reports in `formats` and the feedback files; returns the paths written,
    /// relative to `directory`.
    ///
    /// - Throws: the error of a file that cannot be written.
    @discardableResult
    public func write(_ formats: [ReportFormat], to directory: String) throws -> [String] {
        let fm = FileManager.default
        try fm.createDirectory(atPath: directory, withIntermediateDirectories: true)
        var written: [String] = []
        func put(_ relative: String, _ text: String) throws {
            let url = URL(fileURLWithPath: directory).appendingPathComponent(relative)
            try fm.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            // The report edge: student names, answers, feedback and SQLite's messages in a
            // report never carry a raw control character (JSON and XML stay valid: what
            // replaces one is printable text). CRLF, the line ending of grades.csv, stays.
            let visible = text.components(separatedBy: "\r\n").map { ControlCharacters.visible($0) }.joined(separator: "\r\n")
            try Data(visible.utf8).write(to: url, options: .atomic)
            written.append(relative)
        }
        // The per-student folders are sqlab's own: made anew, so no student who left stays in them.
        try? fm.removeItem(atPath: (directory as NSString).appendingPathComponent("feedback"))
        for student in book.students {
            try put("feedback/" + ReportWriter.fileName(for: student.name) + ".txt", feedbackText(student))
        }
        for format in formats {
            switch format {
            case .csv: try put(ReportFormat.csv.file, CSVReport(book: book).render())
            case .json: try put(ReportFormat.json.file, JSONReport(book: book).render())
            case .junit: try put(ReportFormat.junit.file, JUnitReport(book: book, writer: self).render())
            case .html: try put(ReportFormat.html.file, HTMLReport(book: book, writer: self).render())
            case .canvas: try put(ReportFormat.canvas.file, GradebookImports.canvas(book))
            case .moodle: try put(ReportFormat.moodle.file, GradebookImports.moodle(book, language: explainer.language))
            case .sheet: try put(ReportFormat.sheet.file, "\u{FEFF}" + CSVReport(book: book).render())
            case .gradescope:
                try? fm.removeItem(atPath: (directory as NSString).appendingPathComponent("gradescope"))
                let report = GradescopeReport(book: book, writer: self)
                for student in book.students {
                    try put("gradescope/" + ReportWriter.fileName(for: student.name) + "/results.json", report.render(student))
                }
            }
        }
        return written
    }

    /// A student's name as a file name: letters, marks and digits of any script (`张伟`,
    /// `müllerzoë`), `-`, `_` and `.` (not first) as they are; every other byte of its UTF-8 as
    /// `%XX` (spaces, `/`, `%`, quotes, symbols, control and format characters), so that no two
    /// names share a file and no name reaches outside its folder (`../x` is `%2E.%2Fx`;
    /// `o'brien & <co>` is `o%27brien%20%26%20%3Cco%3E`).
    ///
    /// A name whose file name would pass 160 bytes (the kernel allows 255, and `.txt` and
    /// folders follow) keeps its first bytes and ends with `~` and 16 hex digits of its SHA-256,
    /// so that long names stay distinct and every file can be written.
    public static func fileName(for student: String) -> String {
        let full = escapedName(student)
        guard full.utf8.count > 160 else { return full }
        // The first 140 bytes, cut at a character's end and never inside an escape.
        var kept = ""
        for character in full {
            if kept.utf8.count + character.utf8.count > 140 { break }
            kept.append(character)
        }
        if let percent = kept.suffix(2).lastIndex(of: "%") { kept = String(kept[..<percent]) }
        return kept + "~" + ContentHash.sha256(student).prefix(16)
    }

    static func escapedName(_ student: String) -> String {
        var result = ""
        var index = 0
        for scalar in student.unicodeScalars {
            defer { index += scalar.utf8.count }
            let value = scalar.value
            if value >= 0x80 {
                // Letters, marks and digits of any script are safe in file names on every
                // current system and readable (张伟.txt); anything else (spaces, symbols,
                // format and control characters) is escaped.
                switch scalar.properties.generalCategory {
                case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
                     .nonspacingMark, .spacingMark, .decimalNumber:
                    result.unicodeScalars.append(scalar)
                default:
                    for byte in String(scalar).utf8 { result.append(String(format: "%%%02X", byte)) }
                }
                continue
            }
            let byte = UInt8(value)
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "_"):
                result.append(Character(UnicodeScalar(byte)))
            case UInt8(ascii: ".") where index > 0:
                result.append(".")
            default:
                result.append(String(format: "%%%02X", byte))
            }
        }
        return result.isEmpty ? "%" : result
    }

    /// A verdict as students may see it at this feedback level.
    public func redacted(_ verdict: ExerciseVerdict) -> ExerciseVerdict {
        guard level == .summary, var feedback = verdict.feedback else { return verdict }
        feedback.counterexample = nil
        // The lesson's data is the student's own to see; any other is only said to be another,
        // so that its missing and extra rows are not read as the lesson's (fresh-clone trial).
        feedback.dataset = feedback.dataset.map { $0 == ExerciseChecker.lessonData ? $0 : ExerciseChecker.anotherDataset }
        var copy = verdict
        copy.feedback = feedback
        return copy
    }

    /// One verdict as text, at this level (`full` for the instructor's reports).
    public func text(_ verdict: ExerciseVerdict, level: FeedbackLevel? = nil) -> String {
        let presenter = FeedbackPresenter(style: .plain, explainer: explainer, width: 80)
        switch level ?? self.level {
        case .full: return presenter.render(verdict)
        case .summary: return presenter.render(redacted(verdict))
        case .verdict: return String(presenter.render(verdict).split(separator: "\n", maxSplits: 1).first ?? "")
        }
    }

    /// A student's feedback file: the lesson, the score, notes on the hand-in, then each
    /// exercise as `sqlab check` shows it (at the feedback level).
    public func feedbackText(_ student: GradeBook.Student) -> String {
        let say = GradeSummaryText(explainer.language)
        var lines = [say.lessonLabel + "\(book.lessonID) (\(book.title))",
                     say.studentLabel + student.name,
                     say.scoreLabel + "\(student.score)/\(book.maximum)", ""]
        if !student.notes.isEmpty {
            lines.append(say.aboutHandIn)
            lines += student.notes.map { "  - " + $0 }
            lines.append("")
        }
        for verdict in student.verdicts {
            // A file that could not be read fails each exercise it answers with the note shown
            // above: said once there, referred to here.
            if student.failedOnHandInNote(verdict) {
                lines.append(String(text(verdict, level: .verdict)) + "\n  " + say.seeAbove)
            } else {
                lines.append(text(verdict))
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A short description of what is wrong, the same for every student with the same mistake:
    /// the feedback kind and what differs (missing and extra rows, the error, the table), in
    /// `language` (the catalogue's `mistake.…` texts); SQLite's message stays as SQLite gave it.
    public static func mistake(_ feedback: Feedback, language: Language = .en) -> String {
        func say(_ key: TextKey, _ arguments: Any...) -> String { Catalogue.text(key, language, arguments) }
        func rows(_ rows: [[String]]?) -> String {
            guard let rows, !rows.isEmpty else { return say(.mistakeNone) }
            let shown = rows.prefix(3).map { "(" + $0.joined(separator: ", ") + ")" }.joined(separator: " ")
            return rows.count > 3 ? say(.mistakeMoreRows, shown, rows.count) : shown
        }
        switch feedback.kind {
        case .rows: return say(.mistakeRows, rows(feedback.missingRows), rows(feedback.extraRows))
        case .error:
            if let failure = feedback.failure { return say(.mistakeError, "\(failure.name): \(failure.message)") }
            return say(.mistakeError, feedback.note ?? "")
        case .order: return say(.mistakeOrder, feedback.firstWrongPosition ?? 0)
        case .columnCount:
            return say(.mistakeColumnCount, feedback.actualColumns?.count ?? 0, feedback.expectedColumns?.count ?? 0)
        case .columnNames:
            return say(.mistakeColumnNames, (feedback.actualColumns ?? []).joined(separator: ", "), (feedback.expectedColumns ?? []).joined(separator: ", "))
        case .tables:
            let parts = (feedback.tables ?? []).map { table -> String in
                switch table.problem {
                case "rows": return say(.mistakeTableRows, table.table, rows(table.missingRows), rows(table.extraRows))
                case "columns": return "\(table.table): \(table.detail ?? "")"
                default: return "\(table.table): \(table.problem)"
                }
            }
            return say(.mistakeTables, parts.joined(separator: "; "))
        case .killed: return say(.mistakeKilled, feedback.note ?? "")
        default: return feedback.kind.rawValue
        }
    }
}
