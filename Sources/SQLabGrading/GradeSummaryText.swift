import Foundation
import SQLabText

/// What `sqlab grade` tells the instructor on the terminal (its summary line and warnings) and
/// the headers of a student's feedback file, in English and Chinese (`--lang zh`). Instructor
/// advice (`--encoding`, `--roster-column`) lives here, never in what students read
/// (`HandInNotes`).
public struct GradeSummaryText: Sendable {
    public let language: Language
    public init(_ language: Language) { self.language = language }
    private var zh: Bool { language == .zh }
    /// The catalogue's text of `key` in this language (`grade-summary.*`).
    private func say(_ key: TextKey, _ arguments: Any...) -> String { Catalogue.text(key, language, arguments) }

    private func students(_ n: Int) -> String { say(.gradeSummaryStudents, n) }
    /// At most ten names, each cut to 40 characters, and how many more (the reports list them all).
    private func list(_ names: [String]) -> String {
        let shown = names.prefix(10).map { $0.count > 40 ? $0.prefix(39) + "…" : $0 }
        let more = names.count - shown.count
        let tail = more == 0 ? "" : say(.gradeSummaryAndMoreGradesCsvLists, more)
        return shown.joined(separator: zh ? "、" : ", ") + tail
    }

    public func missing(_ names: [String]) -> String {
        say(.gradeSummarySqlabOnTheRosterHanded, students(names.count), list(names))
    }
    public func notOnRoster(_ names: [String]) -> String {
        say(.gradeSummaryNotOnRoster, names.count, list(names))
    }
    /// Students with several hand-ins, none of them graded (each scores 0; the notes say which).
    public func conflicts(_ names: [String]) -> String {
        say(.gradeSummarySqlabSeveralHandInsWere, students(names.count), list(names))
    }
    /// Students left out of canvas-import.csv: another student has their Canvas ID.
    public func canvasLeftOut(_ names: [String]) -> String {
        say(.gradeSummarySqlabCanvasImportCsvHas, students(names.count), list(names))
    }
    public func regraded(_ output: String, _ lesson: String, archived: String) -> String {
        say(.gradeSummarySqlabWasGradedWithAnother, output, lesson, archived)
    }
    public func workersReplaced(_ n: Int) -> String {
        say(.gradeSummarySqlabWorkerProcessesWereStopped, n)
    }
    /// A Gradescope folder that `submission_metadata.yml` names nobody for.
    public func unnamedByMetadata(_ folder: String) -> String {
        say(.gradeSummarySubmissionMetadataYmlNamesNobody, folder)
    }

    /// The warning for a Gradescope folder that `submission_metadata.yml` names nobody for.
    public func unnamedByMetadataWarning(_ metadata: String, _ folder: String) -> String {
        "\(metadata):1:1: " + (zh ? say(.severityWarning) : "warning: ") + unnamedByMetadata(folder)
    }

    public func ignored(_ path: String) -> String {
        say(.gradeSummaryWarningNobodySHandIn, path)
    }

    public func alsoRewritten(_ files: [String]) -> String {
        say(.gradeSummarySqlabAlsoRewroteAlreadyIn, list(files))
    }
    public func teacherFeedback(_ path: String) -> String {
        say(.gradeSummaryAMoodleFeedbackFolderThe, path)
    }

    /// The files of the class that were not graded, grouped by why, each group with the
    /// students and what the instructor can do; empty when every file was read.
    public func unread(_ unread: [Unread: [String]]) -> [String] {
        guard !unread.isEmpty else { return [] }
        let total = Set(unread.values.joined()).count
        var lines = [say(.gradeSummarySqlabFilesOfCouldNot, students(total))]
        func order(_ u: Unread) -> String { String(describing: u) }
        for (why, names) in unread.sorted(by: { order($0.key) < order($1.key) }) {
            let who = list(names.sorted())
            switch why {
            case .notText(let hint):
                let flag = hint.map { "--encoding \($0)" } ?? "--encoding GBK,CP1252"
                lines.append(say(.gradeSummaryNotUtfGradeAgainWith, names.count, who, flag))
            case .nul:
                lines.append(say(.gradeSummaryNotPlainTextWithNul, names.count, who))
            case .wrongType(let what):
                let kind = HandInNotes.kind(what, in: language)
                lines.append("  " + say(.gradeSummaryUnreadKind, kind, names.count, who))
            case .tooLarge:
                lines.append(say(.gradeSummaryTooLarge, names.count, who))
            case .empty:
                lines.append(say(.gradeSummaryEmpty, names.count, who))
            case .link:
                lines.append(say(.gradeSummaryASymbolicLinkNotFollowed, names.count, who))
            case .unreadable:
                lines.append(say(.gradeSummaryUnreadable, names.count, who))
            }
        }
        return lines
    }

    public func busy(_ path: String) -> String {
        say(.gradeSummaryAnotherSqlabGradeIsWriting)
    }

    /// A roster row with more fields than the header (an unquoted comma in a name).
    public func rosterOverlong(_ path: String, line: Int, fields: Int, header: Int) -> String {
        say(.gradeSummaryWarningFieldsTheHeaderHas, path, line, fields, header)
    }

    /// How a roster file was read when that is not what its look suggests.
    public func rosterReadAsLines(_ path: String) -> String {
        say(.gradeSummaryWarningItsFirstLineNames, path)
    }

    public func graded(_ n: Int, lesson: String) -> String { say(.gradeSummaryGradedOn, lesson, students(n)) }
    public func resumed(_ now: Int, _ unchanged: Int) -> String {
        say(.gradeSummaryNowUnchangedSinceTheLast, now, unchanged)
    }
    public func kept(_ n: Int) -> String { say(.gradeSummaryKeptFromEarlierRuns, n) }
    public func passedAll(_ n: Int, output: String) -> String {
        say(.gradeSummaryPassedEveryExerciseReportsIn, n, output)
    }
    public func found(_ layouts: [(SubmissionLayout, Int)]) -> String {
        let parts = layouts.map { say(.gradeSummaryLayoutCount, say($0.0.textKey), $0.1) }
        return say(.gradeSummaryFound, parts.joined(separator: zh ? "、" : ", "))
    }
    public func shard(_ index: Int, _ count: Int, _ students: Int, _ now: Int, _ unchanged: Int, _ path: String) -> String {
        say(.gradeSummaryGradedShardNowUnchangedSince, index, count, self.students(students), now, unchanged, path)
    }
    public func merged(_ shards: Int, _ students: Int, _ passed: Int, _ output: String) -> String {
        say(.gradeSummaryMergedShardsPassedEveryExercise, shards, self.students(students), passed, output)
    }

    /// The feedback comment of a gradebook import (Moodle's `Feedback comments`): the score
    /// out of the maximum on the lesson, then the notes on the hand-in (each already in this
    /// language), from the catalogue (`grade.moodle-feedback`, `grade.moodle-feedback-notes`).
    public func gradebookComment(score: Int, maximum: Int, lesson: String, notes: [String]) -> String {
        notes.isEmpty ? language.text(.gradeMoodleFeedback, score, maximum, lesson)
            : language.text(.gradeMoodleFeedbackNotes, score, maximum, lesson, notes.joined(separator: zh ? "" : " "))
    }

    // A student's feedback file.
    public var lessonLabel: String { say(.gradeSummaryLesson) }
    public var studentLabel: String { say(.gradeSummaryStudent) }
    public var scoreLabel: String { say(.gradeSummaryScore) }
    public var aboutHandIn: String { say(.gradeSummaryAboutTheHandIn) }
    /// Under an exercise whose file could not be read, when the file's note is shown above.
    public var seeAbove: String { say(.gradeSummaryNotGradedSeeAboutThe) }

}
