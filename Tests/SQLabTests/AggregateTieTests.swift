import Foundation
import XCTest
@testable import SQLabSQLite
@testable import SQLabSQL
@testable import SQLabLessons
@testable import SQLabEngine

/// A wrong tie-breaker after a sort key that is an aggregate (`ORDER BY total DESC, cust` for
/// `ORDER BY total DESC, O_ID`, `total` being `sum(…)` of the order's items): rows tie on such a
/// key only when their groups are alike, which random rows of REAL prices seldom are. The sort
/// dataset ties the expression's columns and gives each group as many rows (`SortPlan.tiedElsewhere`,
/// `SortPlan.byParentRow`). bench/probe's 23/june-totals/w6 was the miss.
final class AggregateTieTests: XCTestCase {
    /// Classes taught by teachers, enrolments keyed by two columns; no two classes of the
    /// lesson tie on their count or their total, and the teachers' names sort as the ids do.
    static let school = """
        # School

        ```sql setup
        PRAGMA foreign_keys = ON;
        CREATE TABLE teachers (T_ID INTEGER PRIMARY KEY, name TEXT NOT NULL);
        CREATE TABLE classes (C_ID INTEGER PRIMARY KEY, title TEXT NOT NULL, T_ID INTEGER NOT NULL REFERENCES teachers(T_ID));
        CREATE TABLE enrolments (S_ID INTEGER NOT NULL, C_ID INTEGER NOT NULL REFERENCES classes(C_ID),
            score REAL CHECK (score BETWEEN 0 AND 100), PRIMARY KEY (S_ID, C_ID)) WITHOUT ROWID;
        INSERT INTO teachers VALUES (1, 'Adams'), (2, 'Baker'), (3, 'Chen');
        INSERT INTO classes VALUES (1, 'Algebra', 1), (2, 'Biology', 2), (3, 'Chemistry', 3);
        INSERT INTO enrolments VALUES (1, 1, 71.5), (2, 1, 64.0), (3, 1, 90.0), (1, 2, 55.5), (2, 2, 80.0), (1, 3, 99.0);
        ```

        Each class's title and the sum of its scores (`total`), the largest first, then by class id.

        ```sql exercise id=totals
        SELECT c.title, sum(e.score) AS total FROM classes AS c JOIN enrolments AS e ON e.C_ID = c.C_ID
        GROUP BY c.C_ID ORDER BY total DESC, c.C_ID;
        ```

        Each class's title and how many are enrolled (`n`), the most first, then by class id.

        ```sql exercise id=sizes
        SELECT c.title, count(*) AS n FROM classes AS c JOIN enrolments AS e ON e.C_ID = c.C_ID
        GROUP BY c.C_ID ORDER BY n DESC, c.C_ID;
        ```
        """

    func check(_ exercise: String, _ answer: String) throws -> ExerciseVerdict {
        let lesson = try LessonParser.parse(text: Self.school, path: "school.md")
        let checker = try ExerciseChecker(lesson: lesson)
        return try checker.check(try XCTUnwrap(lesson.exercise(exercise)), answer: answer)
    }

    func testTheExpressionIsSharedAndTheNextKeysAreCompared() {
        let reference = "SELECT c.title, sum(e.score) AS total FROM classes AS c JOIN enrolments AS e ON e.C_ID = c.C_ID GROUP BY c.C_ID ORDER BY total DESC, c.C_ID;"
        let answer = "SELECT c.title, sum(e.score) AS s FROM classes AS c JOIN enrolments AS e ON e.C_ID = c.C_ID GROUP BY c.C_ID ORDER BY sum(e.score) DESC, c.title;"
        let divergences = SortKeys.divergences(reference: reference, answer: answer)
        XCTAssertEqual(divergences.count, 1)
        let d = divergences[0]
        XCTAssertEqual(d.tied.count, 1)
        XCTAssertEqual(d.tied.first?.reads, [SortKeys.Term(qualifier: "e", column: "score", descending: false)])
        XCTAssertEqual(d.tied.first?.aggregate, true)
        XCTAssertEqual(d.first, SortKeys.Term(qualifier: "c", column: "c_id", descending: false))
        XCTAssertEqual(d.second, SortKeys.Term(qualifier: "c", column: "title", descending: false))
        // Another expression at the first key: nothing is planned (as before expressions were read).
        XCTAssertEqual(SortKeys.divergences(reference: reference, answer: answer.replacingOccurrences(of: "sum(e.score) DESC", with: "avg(e.score) DESC")), [])
        // A constant sorts nothing, and a subquery is not read.
        XCTAssertEqual(SortKeys.clauses(in: "SELECT a FROM t ORDER BY 1 + 1, (SELECT max(b) FROM u)").first?.compactMap { $0 }.count, 0)
    }

    /// Every tie-breaker other than the class id, after the aggregate written as its alias, by
    /// position or as itself, is rejected with ORDER BY named; the same keys written otherwise pass.
    func testAnotherTieBreakerAfterAnAggregateIsRejected() throws {
        let from = "FROM classes AS c JOIN enrolments AS e ON e.C_ID = c.C_ID GROUP BY c.C_ID"
        for (exercise, aggregate) in [("totals", "sum(e.score)"), ("sizes", "count(*)")] {
            let alias = exercise == "totals" ? "total" : "n"
            for key in [alias, "2", aggregate] {
                for breaker in ["c.title", "c.title DESC", "c.C_ID DESC", "c.T_ID DESC", ""] {
                    let answer = "SELECT c.title, \(aggregate) AS \(alias) \(from) ORDER BY \(key) DESC\(breaker.isEmpty ? "" : ", " + breaker);"
                    let verdict = try check(exercise, answer)
                    XCTAssertFalse(verdict.passed, answer)
                    XCTAssertEqual(verdict.clauses, ["ORDER BY"], answer)
                    let example = try XCTUnwrap(verdict.feedback?.counterexample, answer)
                    XCTAssertLessThanOrEqual(example.tables.map(\.rows.count).reduce(0, +), 5, answer)
                }
                for breaker in ["c.C_ID", "e.C_ID", "1 + 0 * c.C_ID, c.C_ID"] {
                    let answer = "SELECT c.title, \(aggregate) AS \(alias) \(from) ORDER BY \(key) DESC, \(breaker);"
                    let verdict = try check(exercise, answer)
                    XCTAssertTrue(verdict.passed, "\(answer): \(verdict.feedback?.hint ?? "")")
                }
            }
        }
    }
}
