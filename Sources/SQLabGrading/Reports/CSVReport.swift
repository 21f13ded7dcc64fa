import SQLabSQLite
import SQLabText
import SQLabLessons
import SQLabEngine
import SQLabPresent
/// `grades.csv`: one row per student (sorted by name): the student, the score of each exercise
/// in lesson order, the total, and notes on the hand-in. RFC 4180, with a header row.
struct CSVReport {
    let book: GradeBook

    func render() -> String {
        var lines = [(["student"] + book.exercises.map(\.id) + ["total", "notes"]).map(Escape.csv).joined(separator: ",")]
        for student in book.students {
            let fields = [student.name] + student.verdicts.map { String($0.score) } + [String(student.score), student.notes.joined(separator: " | ")]
            lines.append(fields.map(Escape.csv).joined(separator: ","))
        }
        return lines.joined(separator: "\r\n") + "\r\n"
    }
}
