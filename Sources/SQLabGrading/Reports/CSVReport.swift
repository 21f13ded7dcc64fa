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
        var lines = [(["student"] + CSVReport.exerciseColumns(book) + ["total", "notes"]).map(Escape.csv).joined(separator: ",")]
        for student in book.students {
            let fields = [student.name] + student.verdicts.map { String($0.score) } + [String(student.score), student.notes.joined(separator: " | ")]
            lines.append(fields.map(Escape.csv).joined(separator: ","))
        }
        return lines.joined(separator: "\r\n") + "\r\n"
    }

    /// The fixed columns of the reports, which no exercise column may take.
    static let reserved: Set<String> = ["student", "total", "notes"]

    /// The exercise columns: each exercise's id, or `exercise ID` when the id is a fixed
    /// column's name or another exercise's id without letter case (a lesson with an exercise
    /// `total` still has one `total` column, the sum).
    static func exerciseColumns(_ book: GradeBook) -> [String] {
        var seen = Set<String>()
        return book.exercises.map { exercise in
            var name = exercise.id
            while reserved.contains(name.lowercased()) || seen.contains(name.lowercased()) { name = "exercise " + name }
            seen.insert(name.lowercased())
            return name
        }
    }
}
