import Foundation
import XCTest
@testable import SQLabSQLite
@testable import SQLabSQL
@testable import SQLabLessons
@testable import SQLabEngine

/// The classes of lucky wrong answers the second probe found still accepted (or whose clause was
/// named wrong), each caught by the mechanism built for it: groups whose aggregate is at and
/// around a HAVING's constant (`AggregateTargets`), ties broken the other way
/// (`ExerciseChecker.tieFlipped`), sort datasets for a rounded key, date columns' calendar
/// edges and the year-later variant, digit-free texts beside a date column, rows copied to the
/// next parent, and key repairs for a GROUP BY or DISTINCT on a name.
final class SecondProbeClassesTests: XCTestCase {
    func lesson(_ number: String, at folder: URL = ProbeSuiteTests.root.appendingPathComponent("lessons")) throws -> Lesson {
        let name = try XCTUnwrap(try FileManager.default.contentsOfDirectory(atPath: folder.path).first { $0.hasPrefix(number) })
        return try LessonParser.parse(contentsOf: folder.appendingPathComponent(name).path)
    }

    func testEachFixedClassIsRejectedWithItsClause() throws {
        // (lesson, exercise, answer file, clauses any of which is right)
        let cases: [(String, String, String, [String])] = [
            ("23", "category-sales", "w1.sql", ["HAVING"]),   // HAVING revenue >= 80 for > 80
            ("23", "category-sales", "w6.sql", ["HAVING"]),   // the aggregate without the discount
            ("23", "category-sales", "w7.sql", ["HAVING"]),   // another threshold (75)
            ("22", "dear-patients", "w3.sql", ["HAVING"]),    // avg(charge) >= 60 for > 60
            ("22", "dear-patients", "w6.sql", ["HAVING"]),    // max for avg
            ("21", "still-out", "w7.sql", ["WHERE"]),         // coalesce(back_on, '') = ''
            ("21", "price-page", "w5.sql", ["ORDER BY"]),     // ORDER BY CAST(price AS INTEGER)
            ("21", "still-out", "w1.sql", ["ORDER BY"]),      // no tie-breaker, storage in key order
            ("21", "fine-totals", "w2.sql", ["ORDER BY"]),    // no tie-breaker, groups in key order
            ("21", "york-returns", "w6.sql", ["WHERE"]),      // the subquery reads isbn, not card
            ("22", "month-end", "w4.sql", ["WHERE"]),         // the 31st or 29 February
            ("22", "raise-fees", "w4.sql", ["WHERE"]),        // March of any year
            ("23", "slow-shipping", "w5.sql", ["WHERE"]),     // day of the year across a year's end
            ("21", "austen-readers", "w1.sql", ["DISTINCT", "SELECT", "GROUP BY"]),  // DISTINCT m.name
            ("21", "austen-readers", "w2.sql", ["GROUP BY", "SELECT"]),              // GROUP BY m.name
            ("23", "no-referrals", "w3.sql", ["GROUP BY"]),   // GROUP BY c.name
        ]
        var checkers: [String: (Lesson, ExerciseChecker)] = [:]
        for (number, exercise, file, clauses) in cases {
            if checkers[number] == nil { let l = try lesson(number); checkers[number] = (l, try ExerciseChecker(lesson: l)) }
            let (lesson, checker) = checkers[number]!
            let answer = try XCTUnwrap(try ProbeSuiteTests.answers(number).first { $0.exercise == exercise && $0.file == file })
            let verdict = try checker.check(try XCTUnwrap(lesson.exercise(exercise)), answer: answer.sql)
            XCTAssertFalse(verdict.passed, "\(number)/\(exercise)/\(file) was accepted")
            XCTAssertFalse(Set(verdict.clauses ?? []).isDisjoint(with: clauses), "\(number)/\(exercise)/\(file): \(verdict.clauses ?? []), expected one of \(clauses)")
        }
    }

    /// The datasets are seeded by the exercise, not by the lesson file's name: a renamed copy
    /// of the lesson gives the same verdicts, counterexamples included.
    func testARenamedLessonGivesTheSameVerdicts() throws {
        let original = try lesson("23")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sqlab-renamed-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = ProbeSuiteTests.root.appendingPathComponent("lessons/23-shop-orders.md")
        try FileManager.default.copyItem(at: source, to: folder.appendingPathComponent("77-a-renamed-shop.md"))
        let renamed = try lesson("77", at: folder)
        XCTAssertNotEqual(original.id, renamed.id)
        let a = try ExerciseChecker(lesson: original), b = try ExerciseChecker(lesson: renamed)
        var compared = 0
        for answer in try ProbeSuiteTests.answers("23") where answer.exercise == "category-sales" || answer.exercise == "spender-page" {
            let one = try a.check(try XCTUnwrap(original.exercise(answer.exercise)), answer: answer.sql)
            let two = try b.check(try XCTUnwrap(renamed.exercise(answer.exercise)), answer: answer.sql)
            XCTAssertEqual(one.passed, two.passed, answer.file)
            XCTAssertEqual(one.clauses, two.clauses, answer.file)
            XCTAssertEqual(one.feedback?.counterexample, two.feedback?.counterexample, "\(answer.exercise)/\(answer.file)")
            compared += 1
        }
        XCTAssertGreaterThan(compared, 10)
        XCTAssertEqual(ExerciseChecker.datasetSeed(try XCTUnwrap(original.exercise("june-totals"))),
                       ExerciseChecker.datasetSeed(try XCTUnwrap(renamed.exercise("june-totals"))))
    }

    func testTheTieFlipAppendsTheReferencesKeysTheOtherWay() {
        let flipped = ExerciseChecker.tieFlipped("SELECT m.card, total FROM Member AS m ORDER BY total DESC",
                                                 reference: "SELECT x.card, total FROM Member AS x ORDER BY total DESC, x.card NULLS LAST",
                                                 onlyWhereTheyDiffer: true)
        XCTAssertEqual(flipped?.replacingOccurrences(of: " ", with: ""), "SELECTm.card,totalFROMMemberASmORDERBYtotalDESC,totalASC,m.cardDESCNULLSLAST")
        // The same ORDER BY, or none in the answer: nothing to flip.
        XCTAssertNil(ExerciseChecker.tieFlipped("SELECT a FROM t ORDER BY a", reference: "SELECT a FROM t ORDER BY a", onlyWhereTheyDiffer: true))
        XCTAssertNil(ExerciseChecker.tieFlipped("SELECT a FROM t", reference: "SELECT a FROM t ORDER BY a", onlyWhereTheyDiffer: true))
    }

    func testAHavingsAggregateComparisonsAreFound() {
        let found = AggregateTargets.comparisons(in: "count(*) >= 2 AND sum(i.qty * i.unit) > 80 OR 60 < avg(charge)")
        XCTAssertEqual(found.map(\.0), ["count ( * )", "sum ( i . qty * i . unit )", "avg ( charge )"])
        XCTAssertEqual(found.map(\.1), [2, 80, 60])
        XCTAssertEqual(AggregateTargets.selectAliases("p.category, sum(i.qty) AS units, sum(x) AS revenue")["revenue"], "sum ( x )")
    }

    func testARoundedSortKeyIsReadAsItsColumn() {
        let clauses = SortKeys.clauses(in: "SELECT isbn FROM Book ORDER BY CAST(price AS INTEGER) DESC, isbn LIMIT 2")
        XCTAssertEqual(clauses.count, 1)
        XCTAssertEqual(clauses[0], [SortKeys.Term(qualifier: nil, column: "price", descending: true, rounding: "CAST"),
                                    SortKeys.Term(qualifier: nil, column: "isbn", descending: false)])
        let divergence = SortKeys.divergences(reference: "SELECT isbn FROM Book ORDER BY price DESC, isbn",
                                              answer: "SELECT isbn FROM Book ORDER BY round(price) DESC, isbn")
        XCTAssertEqual(divergence.first?.first.rounding, nil)
        XCTAssertEqual(divergence.first?.second?.rounding, "ROUND")
    }

    func testCalendarEdges() {
        let edges = DatasetGenerator.calendarEdges(like: [.text("2024-03-02")])
        XCTAssertEqual(edges, ["2024-04-30", "2025-02-28", "2024-02-29", "2024-12-31", "2025-01-01"].map { Value.text($0) })
    }
}
