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

extension ClauseSuiteTests {
    /// Partial credit (`partial=true` on 13:enrolments-per-teacher, 4 points): an answer whose
    /// only wrong stage is GROUP BY keeps 3 of the reference's 4 stages (FROM, GROUP BY, SELECT,
    /// ORDER BY): credit 0.75, score 3. An answer that fails to run earns 0.
    func testPartialCreditIsTheShareOfStagesRight() throws {
        let lesson = try LessonParser.parse(contentsOf: AnswerSuiteTests.root.appendingPathComponent("lessons/13-joins-groups-subqueries.md").path)
        let exercise = try XCTUnwrap(lesson.exercise("enrolments-per-teacher"))
        XCTAssertTrue(exercise.partial)
        let checker = try ExerciseChecker(lesson: lesson)
        let grouped = try checker.check(exercise, answer: "SELECT t.name, count(e.S_ID) AS taught FROM Teacher AS t LEFT JOIN Class AS c ON c.T_ID = t.T_ID LEFT JOIN Enrolment AS e ON e.C_ID = c.C_ID GROUP BY t.name ORDER BY t.T_ID;")
        XCTAssertFalse(grouped.passed)
        XCTAssertEqual(grouped.clauses, ["GROUP BY"])
        XCTAssertEqual(grouped.credit, 0.75)
        XCTAssertEqual(grouped.score, 3)
        let broken = try checker.check(exercise, answer: "SELECT nosuch FROM Teacher;")
        XCTAssertEqual(broken.score, 0)
        let right = try checker.check(exercise, answer: exercise.reference.map(\.sql).joined())
        XCTAssertEqual(right.score, 4)
        // Without partial=true nothing changes.
        let other = try XCTUnwrap(lesson.exercise("class-average"))
        XCTAssertFalse(other.partial)
        let wrong = try checker.check(other, answer: "SELECT c.C_ID, avg(e.score) FROM Class AS c LEFT JOIN Enrolment AS e ON e.C_ID = c.C_ID GROUP BY c.title;")
        XCTAssertNil(wrong.credit)
        XCTAssertEqual(wrong.score, 0)
    }

    func testStatementsSplitIntoClauses() throws {
        let s = try XCTUnwrap(StatementClauses.split("SELECT DISTINCT a, (SELECT max(x) FROM u WHERE u.k = t.k) FROM t JOIN v ON v.id = t.id WHERE a > 1 AND CASE WHEN b THEN 1 END GROUP BY a HAVING count(*) > 1 ORDER BY a DESC LIMIT 5, 10;"))
        XCTAssertEqual(s.kind, .select)
        XCTAssertEqual(s.clauses[.distinct], "DISTINCT")
        XCTAssertEqual(s.clauses[.from], "t JOIN v ON v.id = t.id")
        XCTAssertEqual(s.clauses[.where], "a > 1 AND CASE WHEN b THEN 1 END")
        XCTAssertEqual(s.clauses[.groupBy], "a")
        XCTAssertEqual(s.clauses[.having], "count(*) > 1")
        XCTAssertEqual(s.clauses[.orderBy], "a DESC")
        XCTAssertEqual(s.clauses[.limit], "10")
        XCTAssertEqual(s.clauses[.offset], "5")
        let u = try XCTUnwrap(StatementClauses.split("UPDATE Enrolment AS e SET score = score + 5 WHERE score < 60"))
        XCTAssertEqual(u.clauses[.set], "score = score + 5")
        XCTAssertEqual(u.clauses[.where], "score < 60")
        let i = try XCTUnwrap(StatementClauses.split("INSERT INTO E (a, b) SELECT a, 'x' FROM S WHERE a NOT IN (SELECT a FROM E)"))
        XCTAssertEqual(i.kind, .insert)
        XCTAssertEqual(i.clauses[.where], "a NOT IN (SELECT a FROM E)")
        XCTAssertEqual(StatementClauses.split("INSERT INTO E VALUES (1, 2)")?.clauses[.values], "(1, 2)")
        XCTAssertNil(StatementClauses.split("SELECT 1 UNION SELECT 2"))
        XCTAssertNil(StatementClauses.split("SELECT 1; SELECT 2"))
        XCTAssertNil(StatementClauses.split("CREATE TABLE t (a)"))
        // Splitting and joining again keeps the meaning.
        XCTAssertEqual(StatementClauses.split(s.sql)?.clauses, s.clauses)
        XCTAssertEqual(StatementClauses.tables(inFrom: "Enrolment AS e JOIN Student s ON s.S_ID = e.S_ID, Class").map(\.alias), ["e", "s", "Class"])
        XCTAssertEqual(StatementClauses.renameQualifiers("e.score > s.age AND e.x", ["e": "Enrolment"]), "Enrolment.score > s.age AND Enrolment.x")
    }
}
