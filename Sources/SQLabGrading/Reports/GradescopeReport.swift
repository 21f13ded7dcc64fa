import Foundation
import SQLabSQLite
import SQLabText
import SQLabLessons
import SQLabEngine
import SQLabPresent

/// `gradescope/STUDENT/results.json`: the file a Gradescope autograder writes to
/// `/autograder/results/results.json` (gradescope-autograders.readthedocs.io, "Autograder
/// Specifications"): the total `score`, `output` for the whole submission (notes on the
/// hand-in), `visibility` and `stdout_visibility` (hidden: sqlab's own output is for the
/// instructor), and one test per exercise with `name` (the exercise id), `number` (lesson
/// order), `score`, `max_score`, `status` (`passed` or `failed`), `visibility` (`--visibility`)
/// and `output`: the feedback at the `--feedback` level.
struct GradescopeReport {
    let book: GradeBook
    let writer: ReportWriter

    struct Results: Encodable {
        let score: Double
        let output: String?
        let visibility: String
        let stdout_visibility: String
        let tests: [Test]
    }
    struct Test: Encodable {
        let name: String
        let number: String
        let score: Double
        let max_score: Double
        let status: String
        let output: String
        let visibility: String
    }

    func render(_ student: GradeBook.Student) -> String {
        let tests = student.verdicts.enumerated().map { index, verdict in
            Test(name: verdict.exercise, number: String(index + 1), score: Double(verdict.score),
                 max_score: Double(verdict.points), status: verdict.passed ? "passed" : "failed", output: writer.text(verdict),
                 visibility: writer.visibility)
        }
        let results = Results(score: Double(student.score),
                              output: student.notes.isEmpty ? nil : student.notes.joined(separator: "\n"),
                              visibility: writer.visibility, stdout_visibility: "hidden", tests: tests)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: (try? encoder.encode(results)) ?? Data(), as: UTF8.self) + "\n"
    }
}
