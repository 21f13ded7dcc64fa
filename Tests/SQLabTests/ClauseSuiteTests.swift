import Foundation
import XCTest
@testable import SQLabSQLite
@testable import SQLabSQL
@testable import SQLabLessons
@testable import SQLabEngine

/// The clause each wrong answer must be told to fix. In `Tests/Data/answers/LESSON/ID.wrong.sql`
/// an answer's description may start with the expected clauses in brackets,
/// `-- answer: [WHERE] <= 60 instead of < 60`: the verdict's `clauses` must hold the first one
/// (`[?]`: the statement cannot be split, no clause is expected). Every wrong answer of
/// lessons 13 and later carries one.
final class ClauseSuiteTests: XCTestCase {
    func testEveryTaggedWrongAnswerNamesItsClause() throws {
        let root = AnswerSuiteTests.root
        var checked = 0, named = 0
        for path in Course.lessonFiles(in: root.appendingPathComponent("lessons").path) {
            let lesson = try LessonParser.parse(contentsOf: path)
            let checker = try ExerciseChecker(lesson: lesson)
            let late = (Int(lesson.id.prefix(2)) ?? 0) >= 13
            for exercise in lesson.exercises {
                for answer in AnswerSuiteTests.cases(root.appendingPathComponent("Tests/Data/answers/\(lesson.id)/\(exercise.id).wrong.sql")) {
                    guard answer.description.hasPrefix("[") else {
                        XCTAssertFalse(late, "\(lesson.id)/\(exercise.id).wrong.sql:\(answer.line) has no expected clause")
                        continue
                    }
                    let tag = answer.description.dropFirst().prefix { $0 != "]" }
                    let expected = tag.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
                    let verdict = try checker.check(exercise, answer: answer.sql)
                    XCTAssertFalse(verdict.passed)
                    checked += 1
                    if expected == ["?"] { continue }
                    XCTAssertTrue(expected.allSatisfy { StatementClauses.Name(rawValue: $0) != nil }, "unknown clause in \(tag)")
                    XCTAssertLessThanOrEqual(verdict.clauses?.count ?? 0, 2)
                    XCTAssertTrue(verdict.clauses?.contains(expected[0]) ?? false,
                                  "\(lesson.id)/\(exercise.id).wrong.sql:\(answer.line): expected \(expected[0]), got \(verdict.clauses ?? []) (\(answer.description))")
                    if verdict.clauses?.contains(expected[0]) ?? false { named += 1 }
                    XCTAssertFalse(verdict.hint?.isEmpty ?? true, "\(lesson.id)/\(exercise.id).wrong.sql:\(answer.line) has no hint")
                    if let hint = verdict.feedback?.hint {
                        // The hint never shows the reference's text.
                        XCTAssertFalse(hint.contains(exercise.reference.map(\.sql).joined()), hint)
                    }
                }
            }
        }
        XCTAssertGreaterThan(checked, 60)
        XCTAssertGreaterThan(named, 50)
    }
}
