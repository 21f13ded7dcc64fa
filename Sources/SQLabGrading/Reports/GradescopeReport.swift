import Foundation
import SQLabSQLite
import SQLabText
import SQLabLessons
import SQLabEngine
import SQLabPresent

/// `gradescope/STUDENT/results.json`: the file a Gradescope autograder writes to
/// `/autograder/results/results.json` (gradescope-autograders.readthedocs.io, "Autograder
/// Specifications"): the total `score`, `output` for the whole submission (notes on the
/// hand-in), and one test per exercise with `name`, `score`, `max_score`, `status` (`passed`
/// or `failed`) and `output`: the feedback at the `--feedback` level.
struct GradescopeReport {
    let book: GradeBook
    let writer: ReportWriter

    struct Results: Encodable {
        let score: Double
        let output: String?
        let tests: [Test]
    }
    struct Test: Encodable {
        let name: String
        let score: Double
        let max_score: Double
        let status: String
        let output: String
    }

    func render(_ student: GradeBook.Student) -> String {
        let tests = student.verdicts.map { verdict in
            Test(name: verdict.exercise, score: Double(verdict.score), max_score: Double(verdict.points),
                 status: verdict.passed ? "passed" : "failed", output: writer.text(verdict))
        }
        let results = Results(score: Double(student.score),
                              output: student.notes.isEmpty ? nil : student.notes.joined(separator: "\n"), tests: tests)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: (try? encoder.encode(results)) ?? Data(), as: UTF8.self) + "\n"
    }
}
