import Foundation
import SQLabSQLite
import SQLabText
import SQLabLessons
import SQLabEngine
import SQLabPresent

/// `grades.json`: the lesson, its exercises, and every student's verdicts with the full
/// feedback `sqlab check --format json` gives, students sorted by name; keys sorted.
struct JSONReport {
    let book: GradeBook

    struct Report: Encodable {
        let lesson: String
        let title: String
        let maximum: Int
        let exercises: [GradeBook.ExerciseInfo]
        let students: [Student]
    }
    struct Student: Encodable {
        let student: String
        let score: Int
        let maximum: Int
        let notes: [String]
        let exercises: [ExerciseVerdict]
    }

    func render() -> String {
        let report = Report(lesson: book.lessonID, title: book.title, maximum: book.maximum, exercises: book.exercises,
                            students: book.students.map { Student(student: $0.name, score: $0.score, maximum: book.maximum,
                                                                  notes: $0.notes, exercises: $0.verdicts) })
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: (try? encoder.encode(report)) ?? Data(), as: UTF8.self) + "\n"
    }
}
