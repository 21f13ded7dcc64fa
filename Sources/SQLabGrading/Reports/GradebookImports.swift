import Foundation
import SQLabText
import SQLabLessons
import SQLabEngine
import SQLabPresent

/// The CSV files learning platforms' gradebooks import, one score per student for the lesson.
/// docs/grading.md gives each platform's documented columns and where they are documented.
enum GradebookImports {
    static func row(_ fields: [String]) -> String { fields.map(Escape.csv).joined(separator: ",") }

    /// Canvas: Gradebook → Import. The first five columns are the ones Canvas's own export
    /// has and its import matches students by (`Student`, `ID` – the Canvas user id –,
    /// `SIS User ID`, `SIS Login ID`, `Section`); then one column per assignment, here the
    /// lesson's title, which Canvas offers to create as a new assignment; the row under the
    /// header gives the points possible. The SIS columns come from a Canvas roster
    /// (`--roster` of Canvas's gradebook export) and are empty otherwise: a name is not a login.
    /// One row per Canvas ID: of students sharing an ID, only the one with the highest score
    /// (the first of equals) is written, since Canvas would take whichever row comes last.
    static func canvas(_ book: GradeBook) -> String {
        var lines = [row(["Student", "ID", "SIS User ID", "SIS Login ID", "Section", book.title])]
        lines.append(row(["    Points Possible", "", "", "", "", String(book.maximum)]))
        let best = canvasRows(book)
        for (i, student) in book.students.enumerated() {
            let who = student.identity
            if let id = who.id, !id.isEmpty, best[id] != i { continue }
            lines.append(row([student.name, who.id ?? "", who.sisUserID ?? "", who.sisLoginID ?? "", who.section ?? "", String(student.score)]))
        }
        return lines.joined(separator: "\r\n") + "\r\n"
    }

    /// For each Canvas ID, the index in `book.students` of the one row written for it: the
    /// highest score among the students with that ID, the first of equals.
    static func canvasRows(_ book: GradeBook) -> [String: Int] {
        var best: [String: Int] = [:]
        for (i, student) in book.students.enumerated() {
            guard let id = student.identity.id, !id.isEmpty else { continue }
            if let kept = best[id], book.students[kept].score >= student.score { continue }
            best[id] = i
        }
        return best
    }

    /// Moodle: the assignment's offline grading worksheet ("Upload grading worksheet"), which
    /// matches students by `Identifier`, `Participant N` with N the participant id in the
    /// download's folder names; `Full name` and `Email address` are shown, `Grade` is taken,
    /// `Feedback comments` becomes the feedback when that plugin is on: written in `language`,
    /// the grading's `--lang` (`GradeSummaryText.gradebookComment`); the column names are
    /// Moodle's own and stay as they are.
    static func moodle(_ book: GradeBook, language: Language) -> String {
        var lines = [row(["Identifier", "Full name", "Email address", "Grade", "Maximum Grade", "Feedback comments"])]
        for student in book.students {
            // A participant id only from a Moodle download: another platform's user id would
            // match the wrong participant, so such a row has an empty Identifier.
            let fromMoodle = student.identity.layout == SubmissionLayout.moodle.rawValue
            let identifier = fromMoodle ? student.identity.id.map { "Participant \($0)" } ?? "" : ""
            // Moodle's own name: without the " (ID)" sqlab adds to tell two students of one name apart.
            var name = student.name
            if let id = student.identity.id, name.hasSuffix(" (\(id))") { name = String(name.dropLast(id.count + 3)) }
            let feedback = GradeSummaryText(language).gradebookComment(score: student.score, maximum: book.maximum,
                                                                       lesson: book.lessonID, notes: student.notes)
            lines.append(row([identifier, name, student.identity.email ?? "", String(student.score), String(book.maximum), feedback]))
        }
        return lines.joined(separator: "\r\n") + "\r\n"
    }
}

extension GradeBook {
    /// The students canvas-import.csv leaves out because another student of the book has the
    /// same Canvas ID and the higher score (or the same score, listed first); in book order.
    public var canvasRowsLeftOut: [String] {
        let best = GradebookImports.canvasRows(self)
        return students.enumerated().compactMap { i, student in
            guard let id = student.identity.id, !id.isEmpty, best[id] != i else { return nil }
            return student.name
        }
    }
}
