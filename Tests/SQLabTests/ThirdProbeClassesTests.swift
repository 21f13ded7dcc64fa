import Foundation
import XCTest
@testable import SQLabSQLite
@testable import SQLabSQL
@testable import SQLabLessons
@testable import SQLabEngine

/// The classes the third probe (`Tests/Data/probe`, lesson 24: a school with a teacher's
/// mentor, a CHECK on a key's length, a table only inserted into) found missing, each by the
/// mechanism that now catches it.
final class ThirdProbeClassesTests: XCTestCase {
    func school() throws -> Lesson {
        try LessonParser.parse(contentsOf: ProbeSuiteTests.root.appendingPathComponent("lessons/24-school-marks.md").path)
    }

    func generator(_ lesson: Lesson, before exercise: String, sql: String) throws -> DatasetGenerator {
        let state = try XCTUnwrap(try LessonStates(lesson: lesson).state(before: exercise))
        return try DatasetGenerator(state: state.database, tablesUsed: DatasetGenerator.tablesUsed(by: sql, on: state.database),
                                    literals: Literals(sql), seed: 11)
    }

    /// `Teacher.mentor REFERENCES Teacher`, `CHECK (length(tcode) = 3)`: the table got no rows
    /// (the key drew the CHECK's literal 3 on every retry), and a mentor could only be NULL
    /// (a table's own rows were not yet parents). Now teachers are made, and name each other.
    func testATableThatReferencesItselfGetsRowsThatNameEachOther() throws {
        let lesson = try school()
        let sql = "SELECT t.surname, m.surname AS mentor FROM Teacher AS t JOIN Teacher AS m ON m.tcode = t.mentor WHERE t.hired < date(m.hired, '+5 years') ORDER BY t.hired, t.tcode"
        let generator = try generator(lesson, before: "quick-mentees", sql: sql)
        let datasets = generator.datasets(template: try generator.emptyCopy())
        var mentored = 0
        for (db, twin) in datasets {
            try db.execute("PRAGMA foreign_keys = ON")
            XCTAssertEqual(try db.rows("PRAGMA foreign_key_check").count, 0)
            XCTAssertEqual(try db.rows("SELECT * FROM Teacher ORDER BY 1"), try XCTUnwrap(twin).rows("SELECT * FROM Teacher ORDER BY 1"))
            XCTAssertEqual(try db.scalar("SELECT count(*) FROM Teacher WHERE length(tcode) <> 3"), .integer(0))
            if try db.scalar("SELECT count(*) FROM Teacher AS t JOIN Teacher AS m ON m.tcode = t.mentor") != .integer(0) { mentored += 1 }
        }
        XCTAssertGreaterThan(mentored, datasets.count / 3, "datasets with a teacher whose mentor is another teacher")
    }

    /// A literal compared with a function of a column in a CHECK is no value of the column.
    func testACheckOnAFunctionOfAColumnGivesItNoValues() throws {
        let generator = try generator(try school(), before: "idle-teachers", sql: "SELECT surname FROM Teacher")
        let teacher = try XCTUnwrap(generator.schema.table("Teacher"))
        XCTAssertNil(generator.checkLiterals(teacher)["tcode"])
        let pupil = try XCTUnwrap(generator.schema.table("Pupil"))
        XCTAssertEqual(generator.checkLiterals(pupil)["form"], [.integer(7), .integer(11)])
    }

    /// After a refused row, a key takes the next free value of its pool, not the same one.
    func testAKeyRefusedTakesTheNextValue() {
        let pool: [Value] = [.integer(3), .text("ABE"), .text("BRO")]
        XCTAssertEqual(DatasetGenerator.freshKey(pool, column: "k", rows: [], refused: 0), .integer(3))
        XCTAssertEqual(DatasetGenerator.freshKey(pool, column: "k", rows: [], refused: 1), .text("ABE"))
        XCTAssertEqual(DatasetGenerator.freshKey(pool, column: "k", rows: [["k": .text("ABE")]], refused: 1), .text("BRO"))
        XCTAssertNil(DatasetGenerator.freshKey(pool, column: "k", rows: pool.map { ["k": $0] }, refused: 0))
    }

    /// Values a column's own CHECK refuses are left out of its pool (`form` -1 or 12 under
    /// `CHECK (form BETWEEN 7 AND 11)`, which made most pupils refused), and a LIKE pattern in a
    /// CHECK is no value of its column (`'%_@_%'` was drawn as an e-mail).
    func testAColumnsOwnCheckFiltersItsPool() throws {
        let sql = "SELECT p.last, e.mark FROM Enrolment AS e JOIN Pupil AS p ON p.pid = e.pid WHERE p.form > 11 OR p.form < 1 OR p.email LIKE '%x'"
        let generator = try generator(try school(), before: "mark-page", sql: sql)
        let (pools, specials) = generator.valuePools()
        let forms = try XCTUnwrap(pools["pupil.form"])
        XCTAssertFalse(forms.isEmpty)
        for v in forms + (specials["pupil.form"] ?? []) {
            guard case .integer(let n) = v else { return XCTFail("form \(v)") }
            XCTAssertTrue((7...11).contains(n), "form \(n)")
        }
        XCTAssertFalse(try XCTUnwrap(pools["pupil.email"]).contains(.text("%_@_%")))
        // (A CHECK of two columns filters neither: a value's fate depends on the other.)
        XCTAssertEqual(generator.soleChecked(try XCTUnwrap(generator.schema.table("Enrolment"))), ["term", "mark"])
    }

    /// Focused datasets keep a bounded value at its boundary through a product, in every row of
    /// a parent: the other number is the one nearest 1, and children come two to a parent. An
    /// order's two lines at 49.5 each tell a line worth more than 50 from an order worth more
    /// (lesson 15, early-big-spenders: right before only by the seed's luck), and a pool holds
    /// just over half of each whole number (26 for 50).
    func testAFocusedValueReachesItsComparisonThroughAProduct() throws {
        let lesson = try LessonParser.parse(contentsOf: AnswerSuiteTests.root.appendingPathComponent("lessons/15-orders-and-dates.md").path)
        let state = try XCTUnwrap(try LessonStates(lesson: lesson).state(before: "early-big-spenders"))
        let sql = "SELECT code FROM Customer AS c WHERE joined < '2022-01-01' AND EXISTS (SELECT 1 FROM Orders AS o JOIN Line AS l ON l.O_ID = o.O_ID JOIN Product AS p ON p.P_ID = l.P_ID WHERE o.code = c.code AND l.qty * p.price > 50) ORDER BY code"
        let generator = try DatasetGenerator(state: state.database, tablesUsed: DatasetGenerator.tablesUsed(by: sql, on: state.database),
                                             literals: Literals(sql), seed: 5, comparisons: ConstantFinder.constants(in: sql))
        XCTAssertTrue(generator.valuePools().pools["line.qty"]?.contains(.integer(26)) ?? false)
        var found = 0
        for (db, _) in generator.datasets(template: try generator.emptyCopy()) {
            // An order of two lines or more, each worth at most 50, worth more than 50 together.
            if try db.scalar("""
                SELECT count(*) FROM (SELECT l.O_ID FROM Line AS l JOIN Product AS p ON p.P_ID = l.P_ID
                GROUP BY l.O_ID HAVING count(*) >= 2 AND max(l.qty * p.price) <= 50 AND sum(l.qty * p.price) > 50)
                """) != .integer(0) { found += 1 }
        }
        XCTAssertGreaterThan(found, 0)
    }

    /// A date modifier's distance between a row and its parent: a teacher hired 5 years to the
    /// day after the mentor, a day short of it and a day past it (`t.hired < date(m.hired,
    /// '+5 years')` against `<=`, the years alone, or `julianday` differences of 5 × 365).
    func testADateAModifierAwayFromTheParents() throws {
        XCTAssertEqual(DatasetGenerator.shifted("2016-02-29", months: 12, days: 0), .text("2017-03-01"))
        XCTAssertEqual(DatasetGenerator.shifted("2012-03-01", months: 60, days: -1), .text("2017-02-28"))
        XCTAssertEqual(DatasetGenerator.shifted("2012-03-01", months: -3, days: 0), .text("2011-12-01"))
        let sql = "SELECT t.surname FROM Teacher AS t JOIN Teacher AS m ON m.tcode = t.mentor WHERE t.hired < date(m.hired, '+5 years')"
        let generator = try generator(try school(), before: "quick-mentees", sql: sql)
        var exact = 0, short = 0
        for (db, _) in generator.datasets(template: try generator.emptyCopy()) {
            if try db.scalar("SELECT count(*) FROM Teacher AS t JOIN Teacher AS m ON m.tcode = t.mentor WHERE t.hired = date(m.hired, '+5 years')") != .integer(0) { exact += 1 }
            if try db.scalar("SELECT count(*) FROM Teacher AS t JOIN Teacher AS m ON m.tcode = t.mentor WHERE t.hired = date(m.hired, '+5 years', '-1 day')") != .integer(0) { short += 1 }
        }
        XCTAssertGreaterThan(exact, 0)
        XCTAssertGreaterThan(short, 0)
    }

    /// Text near a character the statements look for, and near a pattern's fixed ends.
    func testTextNearTheStatementsLiterals() throws {
        XCTAssertEqual(DatasetGenerator.nearMisses(of: [.text("amy@mail.uk")], near: ["@"]), [.text("amy@abcdmail.uk")])
        XCTAssertEqual(DatasetGenerator.nearMisses(of: [.text("amy@mail.uk")], near: ["%@%.uk"]), [.text("amy@mail.ul"), .text("bmy@mail.uk")])
        let sql = "SELECT substr(email, instr(email, '@') + 1, 9) AS domain FROM Pupil WHERE email LIKE '%@%.uk'"
        let pools = try generator(try school(), before: "mail-domains", sql: sql).valuePools().pools
        let emails = try XCTUnwrap(pools["pupil.email"])
        XCTAssertTrue(emails.contains(.text("amy@abcdmail.uk")))
        XCTAssertTrue(emails.contains(.text("amy@mail.ul")))
    }

    /// An INSERT … SELECT's HAVING gets groups at and around its constant as a query's does
    /// (`HAVING avg(mark) > 50` for `HAVING count(mark) > 0` passed: every course averaged more).
    func testTheHavingOfAnInsertSelectIsTargeted() throws {
        let lesson = try school()
        let state = try XCTUnwrap(try LessonStates(lesson: lesson).state(before: "fill-awards"))
        let sql = "INSERT INTO Award (ccode, pupils, best) SELECT ccode, count(*), max(mark) FROM Enrolment GROUP BY ccode HAVING avg(mark) > 50"
        let targets = AggregateTargets(statements: [sql], schema: try SchemaModel.read(state.database))
        XCTAssertEqual(targets.targets.map(\.constant), [50])
        XCTAssertFalse(targets.targets.first?.query.uppercased().contains("INSERT") ?? true)
        let averages = try targets.datasets(bases: [state.database], sandbox: Sandbox()).compactMap {
            try $0.rows("SELECT min(a) FROM (SELECT avg(mark) AS a FROM Enrolment GROUP BY ccode)").first?.first
        }
        XCTAssertTrue(averages.contains(.real(50)), "\(averages)")
    }

    /// A column named like a keyword SQLite also takes as a name (`p.last`) is a sort key, and a
    /// tied key of a parent table holds one value in every parent row of a sort dataset: the
    /// answer that left `e.pid` out of `ORDER BY e.mark DESC, p.last, e.pid, e.ccode` passed (the
    /// keys were not compared at all).
    func testASortKeyNamedLikeAKeywordInAParentTable() throws {
        XCTAssertEqual(ConstantFinder.tokenize("SELECT p.last FROM Pupil AS p ORDER BY last NULLS LAST"),
                       [.keyword("SELECT"), .identifier("p"), .symbol("."), .identifier("last"), .keyword("FROM"), .identifier("Pupil"), .keyword("AS"),
                        .identifier("p"), .keyword("ORDER"), .keyword("BY"), .identifier("last"), .keyword("NULLS"), .keyword("LAST")])
        let reference = "SELECT p.last, e.ccode, e.mark FROM Enrolment AS e JOIN Pupil AS p ON p.pid = e.pid WHERE e.mark IS NOT NULL ORDER BY e.mark DESC, p.last, e.pid, e.ccode LIMIT 3 OFFSET 3"
        let answer = "SELECT p.last, e.ccode, e.mark FROM Enrolment AS e JOIN Pupil AS p ON p.pid = e.pid WHERE e.mark IS NOT NULL ORDER BY e.mark DESC, p.last, e.ccode LIMIT 3 OFFSET 3"
        let divergences = SortKeys.divergences(reference: reference, answer: answer)
        let divergence = try XCTUnwrap(divergences.first)
        XCTAssertEqual(divergence.first.column, "pid")
        XCTAssertEqual(divergence.tied.map(\.column), ["mark", "last"])
        var generator = try generator(try school(), before: "mark-page", sql: reference + ";\n" + answer)
        generator.sortReference = reference
        generator.sortAnswer = answer
        let (pools, specials) = generator.valuePools()
        let plan = try XCTUnwrap(generator.sortPlan(divergence, pools: pools, specials: specials, rows: 4, variant: 0))
        XCTAssertNotNil(plan.tiedElsewhere["pupil"]?["last"])
    }

    /// A date cut to its year (`substr(hired, 1, 4)`, `strftime('%Y', hired)`) sorts like a
    /// rounded number: sort datasets give distinct days of one month, rising and falling, so
    /// the cut key ties and the later keys decide; their rows keep their mentors (a self-join
    /// drops a teacher without one) and their planned dates.
    func testADateCutToItsYearIsARoundedSortKey() throws {
        let reference = "SELECT t.surname, m.surname AS mentor FROM Teacher AS t JOIN Teacher AS m ON m.tcode = t.mentor WHERE t.hired < date(m.hired, '+5 years') ORDER BY t.hired, t.tcode"
        let answer = "SELECT t.surname, m.surname AS mentor FROM Teacher AS t JOIN Teacher AS m ON m.tcode = t.mentor WHERE t.hired < date(m.hired, '+5 years') ORDER BY substr(t.hired, 1, 4), t.tcode"
        let divergence = try XCTUnwrap(SortKeys.divergences(reference: reference, answer: answer).first)
        XCTAssertEqual(divergence.second?.rounding, "SUBSTR")
        XCTAssertEqual(SortKeys.divergences(reference: reference, answer: answer.replacingOccurrences(of: "substr(t.hired, 1, 4)", with: "strftime('%Y', t.hired)")).first?.second?.rounding, "STRFTIME")
        var generator = try generator(try school(), before: "quick-mentees", sql: reference + ";\n" + answer)
        generator.sortDivergences = [divergence]
        generator.sortReference = reference
        generator.sortAnswer = answer
        var differ = 0
        for (db, _) in generator.datasets(template: try generator.emptyCopy()) {
            if try db.rows(reference) != db.rows(answer) { differ += 1 }
        }
        XCTAssertGreaterThan(differ, 0)
    }

    /// A counterexample of a table that references itself shrinks (a row others name goes once
    /// they name nobody), and is not described by the table's reference to itself ("a Customer
    /// row with no Customer row"). 23/spender-page w7's had 20 rows.
    func testACounterexampleOfASelfReferencingTableShrinks() throws {
        let lesson = try LessonParser.parse(contentsOf: ProbeSuiteTests.root.appendingPathComponent("lessons/23-shop-orders.md").path)
        let checker = try ExerciseChecker(lesson: lesson)
        let answer = try XCTUnwrap(try ProbeSuiteTests.answers("23").first { $0.exercise == "spender-page" && $0.file == "w7.sql" })
        let verdict = try checker.check(try XCTUnwrap(lesson.exercise("spender-page")), answer: answer.sql)
        XCTAssertFalse(verdict.passed)
        let example = try XCTUnwrap(verdict.feedback?.counterexample)
        XCTAssertLessThanOrEqual(example.tables.reduce(0) { $0 + $1.rows.count }, 12)
        XCTAssertFalse(verdict.feedback?.dataset?.contains("Customer row with no Customer row") ?? false, verdict.feedback?.dataset ?? "")
    }
}

