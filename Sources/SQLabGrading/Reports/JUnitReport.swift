import SQLabSQLite
import SQLabText
import SQLabLessons
import SQLabEngine
import SQLabPresent
/// `junit.xml`: one `testsuite` per student, one `testcase` per exercise, and a `failure`
/// holding the full feedback for each exercise not passed, so that a CI system shows who
/// failed what and why. Notes on the hand-in are the suite's `system-out`.
struct JUnitReport {
    let book: GradeBook
    let writer: ReportWriter

    func render() -> String {
        let failures = book.students.flatMap(\.verdicts).filter { !$0.passed }.count
        let tests = book.students.count * book.exercises.count
        var lines = ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
                     "<testsuites name=\"\(Escape.xml("sqlab grade " + book.lessonID))\" tests=\"\(tests)\" failures=\"\(failures)\" errors=\"0\">"]
        for student in book.students {
            let name = Escape.xml(student.name)
            let failed = student.verdicts.filter { !$0.passed }.count
            lines.append("  <testsuite name=\"\(name)\" tests=\"\(student.verdicts.count)\" failures=\"\(failed)\" errors=\"0\" skipped=\"0\">")
            for verdict in student.verdicts {
                let testcase = "    <testcase classname=\"\(Escape.xml(book.lessonID + "." + student.name))\" name=\"\(Escape.xml(verdict.exercise))\""
                guard let feedback = verdict.feedback else { lines.append(testcase + "/>"); continue }
                lines.append(testcase + ">")
                lines.append("      <failure type=\"\(feedback.kind.rawValue)\" message=\"\(Escape.xml(ReportWriter.mistake(feedback, language: writer.explainer.language)))\">"
                             + Escape.xml(writer.text(verdict, level: .full)) + "</failure>")
                lines.append("    </testcase>")
            }
            if !student.notes.isEmpty {
                lines.append("    <system-out>" + Escape.xml(student.notes.joined(separator: "\n")) + "</system-out>")
            }
            lines.append("  </testsuite>")
        }
        lines.append("</testsuites>")
        return lines.joined(separator: "\n") + "\n"
    }
}
