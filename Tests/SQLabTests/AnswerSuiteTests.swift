import Foundation
import XCTest
@testable import SQLabSQLite
@testable import SQLabText
@testable import SQLabSQL
@testable import SQLabLessons
@testable import SQLabCourse
@testable import SQLabEngine
@testable import SQLabPresent
@testable import SQLabGrading
@testable import SQLabLogictest
@testable import SQLabShell
@testable import SQLabCommands
@testable import SQLabLab

/// For every exercise in `lessons/`, the suites in `Tests/Data/answers/LESSON/`:
/// `ID.wrong.sql` holds answers that match the lesson's visible data but are wrong, each of
/// which must be rejected on some other dataset (or with rows read in another order); `ID.right.sql` holds equivalent rewrites of
/// the reference, each of which must pass (a false failure is the worst bug a checker can have).
/// Answers are separated by lines `-- answer: what it does`.
final class AnswerSuiteTests: XCTestCase {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    struct Case {
        let description: String
        let sql: String
        let line: Int
    }

    static func cases(_ url: URL) -> [Case] {
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
        var cases: [Case] = []
        var current: (String, Int)?
        var lines: [String] = []
        for (i, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if line.hasPrefix("-- answer:") {
                if let c = current { cases.append(Case(description: c.0, sql: lines.joined(separator: "\n"), line: c.1)) }
                current = (String(line.dropFirst("-- answer:".count)).trimmingCharacters(in: .whitespaces), i + 1)
                lines = []
            } else {
                lines.append(String(line))
            }
        }
        if let c = current { cases.append(Case(description: c.0, sql: lines.joined(separator: "\n"), line: c.1)) }
        return cases
    }

    func testEveryExerciseHasItsSuiteAndEverySuiteHoldsAsItSays() throws {
        let lessonsFolder = Self.root.appendingPathComponent("lessons")
        let answers = Self.root.appendingPathComponent("Tests/Data/answers")
        let lessonFiles = Course.lessonFiles(in: lessonsFolder.path)
        XCTAssertFalse(lessonFiles.isEmpty)
        var checked = 0
        for path in lessonFiles {
            let lesson = try LessonParser.parse(contentsOf: path)
            let checker = try ExerciseChecker(lesson: lesson)
            let folder = answers.appendingPathComponent(lesson.id)
            for exercise in lesson.exercises where exercise.isLab {
                // A lab exercise: its answers are lab lines, checked by the files, codes and
                // handles they leave (LabExerciseChecker); there are no datasets to match.
                let lab = LabExerciseChecker(lesson: lesson)
                let wrong = Self.cases(folder.appendingPathComponent("\(exercise.id).wrong.sql"))
                let right = Self.cases(folder.appendingPathComponent("\(exercise.id).right.sql"))
                XCTAssertGreaterThanOrEqual(wrong.count, 5, "\(lesson.id)/\(exercise.id): at least five wrong answers")
                XCTAssertGreaterThanOrEqual(right.count, 3, "\(lesson.id)/\(exercise.id): at least three correct rewrites")
                for answer in wrong {
                    XCTAssertFalse(lab.check(exercise, answer: answer.sql).passed, "\(lesson.id)/\(exercise.id).wrong.sql:\(answer.line) was accepted: \(answer.description)")
                    checked += 1
                }
                for answer in right {
                    let verdict = lab.check(exercise, answer: answer.sql)
                    XCTAssertTrue(verdict.passed, "\(lesson.id)/\(exercise.id).right.sql:\(answer.line) was rejected (\(answer.description)): \(verdict.reasons)")
                    checked += 1
                }
                let reference = lab.check(exercise, answer: (exercise.labReference ?? []).map(\.text).joined(separator: "\n"))
                XCTAssertTrue(reference.passed, "\(lesson.id)/\(exercise.id): the reference itself fails: \(reference.reasons)")
            }
            for exercise in lesson.exercises where !exercise.isLab {
                let wrong = Self.cases(folder.appendingPathComponent("\(exercise.id).wrong.sql"))
                let right = Self.cases(folder.appendingPathComponent("\(exercise.id).right.sql"))
                XCTAssertGreaterThanOrEqual(wrong.count, 5, "\(lesson.id)/\(exercise.id): at least five wrong answers")
                XCTAssertGreaterThanOrEqual(right.count, 3, "\(lesson.id)/\(exercise.id): at least three correct rewrites")
                for answer in wrong {
                    let verdict = try checker.check(exercise, answer: answer.sql)
                    XCTAssertFalse(verdict.passed, "\(lesson.id)/\(exercise.id).wrong.sql:\(answer.line) was accepted: \(answer.description)")
                    if let feedback = verdict.feedback {
                        // It must match the visible data: it fails on another dataset, or on the
                        // lesson's data only when rows are read in another order.
                        XCTAssertTrue(feedback.dataset != "the lesson's data" || feedback.onlyInReverseScanOrder == true,
                                          "\(lesson.id)/\(exercise.id).wrong.sql:\(answer.line) does not match the visible data: \(answer.description)")
                    }
                    checked += 1
                }
                for answer in right {
                    let verdict = try checker.check(exercise, answer: answer.sql)
                    XCTAssertTrue(verdict.passed, "\(lesson.id)/\(exercise.id).right.sql:\(answer.line) was rejected (\(answer.description)): \(String(describing: verdict.feedback))")
                    checked += 1
                }
                let reference = try checker.check(exercise, answer: exercise.reference.map(\.sql).joined(separator: "\n"))
                XCTAssertTrue(reference.passed, "\(lesson.id)/\(exercise.id): the reference itself fails: \(String(describing: reference.feedback))")
            }
        }
        XCTAssertGreaterThan(checked, 0)
    }
}
