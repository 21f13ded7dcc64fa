import Foundation
import XCTest
@testable import SQLabSQLite
@testable import SQLabText
@testable import SQLabSQL
@testable import SQLabLessons
@testable import SQLabEngine

/// The mechanisms behind issue 15's held-out misses, each on a schema of its own (not the
/// course's), with real verdicts: ties on a WITHOUT ROWID key, the last day of a month,
/// dates a few days apart, the wording of hints for UPDATE and DELETE, and the result's shape.
final class CheckingBeyondFiltersTests: XCTestCase {
    static let shop = """
        # Shop

        ```sql setup
        PRAGMA foreign_keys = ON;
        CREATE TABLE Item (I_ID INTEGER PRIMARY KEY, name TEXT NOT NULL, price INTEGER NOT NULL CHECK (price > 0));
        CREATE TABLE Sale (day TEXT NOT NULL, I_ID INTEGER NOT NULL REFERENCES Item(I_ID), sent TEXT,
                           qty INTEGER NOT NULL, PRIMARY KEY (day, I_ID)) WITHOUT ROWID;
        INSERT INTO Item VALUES (1, 'pen', 3), (2, 'ink', 5), (3, 'pad', 9);
        INSERT INTO Sale VALUES ('2024-03-02', 1, '2024-03-03', 4), ('2024-03-02', 2, NULL, 1),
            ('2024-03-15', 3, '2024-03-20', 2), ('2024-04-03', 1, '2024-04-04', 1);
        ```

        Sales in order of day, then item.

        ```sql exercise id=by-day
        SELECT day, I_ID FROM Sale ORDER BY day, I_ID;
        ```

        Sales of March 2024.

        ```sql exercise id=march
        SELECT I_ID, qty FROM Sale WHERE day >= '2024-03-01' AND day < '2024-04-01';
        ```

        Sales sent within two days, and how fast.

        ```sql exercise id=fast
        SELECT day, I_ID FROM Sale WHERE julianday(sent) - julianday(day) <= 2;
        ```

        Raise the price of items sold in April.

        ```sql exercise id=raise
        UPDATE Item SET price = price + 1 WHERE I_ID IN (SELECT I_ID FROM Sale WHERE day >= '2024-04-01');
        ```

        Forget the sales not sent.

        ```sql exercise id=forget
        DELETE FROM Sale WHERE sent IS NULL;
        ```
        """

    func lesson() throws -> Lesson { try LessonParser.parse(text: Self.shop, path: "shop.md") }

    func check(_ id: String, _ answer: String) throws -> ExerciseVerdict {
        let lesson = try lesson()
        return try ExerciseChecker(lesson: lesson).check(try XCTUnwrap(lesson.exercise(id)), answer: answer)
    }

    /// SQLite reads a WITHOUT ROWID table in key order, so `ORDER BY day` alone always returns
    /// ties in I_ID order; the copy with `PRIMARY KEY (day, I_ID DESC)` returns them reversed.
    func testADroppedTieBreakerOnAWithoutRowidKeyIsRejected() throws {
        XCTAssertTrue(try check("by-day", "SELECT day, I_ID FROM Sale ORDER BY day, I_ID;").passed)
        XCTAssertTrue(try check("by-day", "SELECT day, I_ID FROM Sale ORDER BY 1, 2;").passed)
        let verdict = try check("by-day", "SELECT day, I_ID FROM Sale ORDER BY day;")
        XCTAssertFalse(verdict.passed)
        XCTAssertEqual(verdict.clauses, ["ORDER BY"])
        XCTAssertEqual(KeyOrder.reversedTail("CREATE TABLE s (a, b, c, PRIMARY KEY (a, b DESC, c)) WITHOUT ROWID"),
                       "CREATE TABLE s (a, b, c, PRIMARY KEY (a, b ASC, c DESC)) WITHOUT ROWID")
        XCTAssertNil(KeyOrder.reversedTail("CREATE TABLE s (a PRIMARY KEY, b)"))
    }

    /// The day before 1 April is 31 March: a check that misses only the 31st is rejected, and
    /// the equivalent forms of "in March" pass (no '2024-03-00' or '2024-03-01a' in any dataset).
    func testMonthBoundariesAreCalendarDays() throws {
        for right in ["SELECT I_ID, qty FROM Sale WHERE day LIKE '2024-03-%';",
                      "SELECT I_ID, qty FROM Sale WHERE strftime('%Y-%m', day) = '2024-03';",
                      "SELECT I_ID, qty FROM Sale WHERE day BETWEEN '2024-03-01' AND '2024-03-31';"] {
            let verdict = try check("march", right)
            XCTAssertTrue(verdict.passed, "\(right): \(String(describing: verdict.feedback))")
        }
        for wrong in ["SELECT I_ID, qty FROM Sale WHERE day >= '2024-03-01' AND day < '2024-03-31';",
                      "SELECT I_ID, qty FROM Sale WHERE day > '2024-03-01' AND day < '2024-04-01';"] {
            let verdict = try check("march", wrong)
            XCTAssertFalse(verdict.passed, wrong)
            XCTAssertEqual(verdict.clauses, ["WHERE"], wrong)
        }
        XCTAssertEqual(DatasetGenerator.date(DatasetGenerator.dayNumber(2024, 4, 1) - 1), .text("2024-03-31"))
        XCTAssertEqual(DatasetGenerator.date(DatasetGenerator.dayNumber(2024, 3, 1) - 1), .text("2024-02-29"))
        XCTAssertEqual(VariantBuilder.neighbours(of: .text("2024-03-01"), affinity: "TEXT"), [.text("2024-02-29"), .text("2024-03-01"), .text("2024-03-02")])
    }

    /// `< 2` for `<= 2` on a difference of dates needs two dates exactly two days apart.
    func testDatesAFewDaysApart() throws {
        XCTAssertTrue(try check("fast", "SELECT day, I_ID FROM Sale WHERE sent <= date(day, '+2 days');").passed)
        XCTAssertFalse(try check("fast", "SELECT day, I_ID FROM Sale WHERE julianday(sent) - julianday(day) < 2;").passed)
    }

    /// An UPDATE or DELETE without its WHERE is told it changes (deletes) rows it should leave
    /// alone, in both languages: never "keeps rows it should drop".
    func testWhereHintsSpeakOfWhatTheStatementDoes() throws {
        let update = try check("raise", "UPDATE Item SET price = price + 1;")
        XCTAssertEqual(update.clauses, ["WHERE"])
        XCTAssertTrue(update.hint?.hasPrefix("Your UPDATE needs a WHERE: it changes rows it should leave alone.") ?? false, update.hint ?? "")
        XCTAssertTrue(update.feedback?.hintZh?.hasPrefix("你的 UPDATE 需要 WHERE：它改了本应保持不变的行。") ?? false, update.feedback?.hintZh ?? "")
        let delete = try check("forget", "DELETE FROM Sale WHERE sent IS NULL OR qty = 4;")
        XCTAssertEqual(delete.clauses, ["WHERE"])
        XCTAssertTrue(delete.hint?.hasPrefix("Your WHERE deletes rows it should leave alone.") ?? false, delete.hint ?? "")
        XCTAssertTrue(delete.feedback?.hintZh?.hasPrefix("你的 WHERE 删掉了本应保留的行。") ?? false, delete.feedback?.hintZh ?? "")
        for verdict in [update, delete] { XCTAssertFalse(verdict.hint?.contains("keeps rows") ?? true) }
    }

    /// Too many columns, or the right ones in another order, are named as such; a statement
    /// that does not prepare gets no clause hint (its error explains it); a compound SELECT
    /// gets WHERE.
    /// The column a WHERE hint names is the one compared where the conditions part, also
    /// inside a subquery, not the condition's first (`S_ID IN (SELECT …)`) or a table.
    func testTheHintsColumnIsWhereTheConditionsPart() {
        XCTAssertEqual(ClauseHintWriter.differingColumn("score > 90 AND S_ID IN (SELECT S_ID FROM Student WHERE born > '2010-01-01')",
                                                        "score > 90 AND S_ID IN (SELECT S_ID FROM Student WHERE born < '2010-01-01')"), "born")
        XCTAssertEqual(ClauseHintWriter.differingColumn("score IS NULL AND C_ID IN (SELECT C_ID FROM Class WHERE T_ID = 2)",
                                                        "score IS NULL AND C_ID IN (SELECT C_ID FROM Class WHERE T_ID = 3)"), "T_ID")
        XCTAssertEqual(ClauseHintWriter.differingColumn("score >= 90", "score > 90"), "score")
        XCTAssertEqual(ClauseHintWriter.differingColumn("M_ID IN (SELECT M_ID FROM Showing AS s WHERE s.city = 'York')",
                                                        "M_ID IN (SELECT M_ID FROM Showing AS s WHERE s.city = 'Leeds')"), "city")
        // Conditions with nothing in common: the answer's own first column.
        XCTAssertEqual(ClauseHintWriter.differingColumn("age > 3", "name = 'x'"), "age")
    }

    /// A boundary of a date meets a NULL test of another column: the rows focused on
    /// `out = '2024-03-01'` are NULL in `back` every other row, so `out < '2024-03-02'` for
    /// `out < '2024-03-01'` shows (it passed before: focused rows were never NULL).
    func testAFocusedBoundaryMeetsANullTest() throws {
        let text = SortDivergenceTests.loans + """


            Mark loans out before March, not yet back, as returned on 1 April.

            ```sql exercise id=mark-returned
            UPDATE Loan SET back = '2024-04-01' WHERE back IS NULL AND out < '2024-03-01';
            ```
            """
        let lesson = try LessonParser.parse(text: text, path: "loans.md")
        let checker = try ExerciseChecker(lesson: lesson)
        let exercise = try XCTUnwrap(lesson.exercise("mark-returned"))
        let wrong = try checker.check(exercise, answer: "UPDATE Loan SET back = '2024-04-01' WHERE back IS NULL AND out < '2024-03-02';")
        XCTAssertFalse(wrong.passed)
        XCTAssertEqual(wrong.clauses, ["WHERE"])
        XCTAssertEqual(wrong.feedback?.counterexample?.tables.map(\.rows.count).reduce(0, +), 1)
        XCTAssertTrue(try checker.check(exercise, answer: "UPDATE Loan SET back = '2024-04-01' WHERE out <= '2024-02-29' AND back ISNULL;").passed)
        XCTAssertEqual(Literals("x IS NOT NULL AND coalesce(y, 1) AND z NOTNULL AND w NOT NULL AND v = 1").nullTested, ["x", "y", "z", "w"])
    }

    /// An answer with an IN list of 6,000 values is checked like any other (it ran past the
    /// deadline: every literal went into every value pool and boundary search, and the notes
    /// scanned the statement again for each string).
    func testALongInListIsCheckedLikeAnyAnswer() throws {
        let lesson = try LessonParser.parse(contentsOf: AnswerSuiteTests.root.appendingPathComponent("lessons/01-first-steps.md").path)
        let checker = try ExerciseChecker(lesson: lesson)
        let exercise = try XCTUnwrap(lesson.exercise("eighteen"))
        let numbers = (0..<6000).map(String.init).joined(separator: ", ")
        XCTAssertTrue(try checker.check(exercise, answer: "SELECT name FROM Class43 WHERE age = 18 AND age IN (\(numbers));").passed)
        let names = (0..<6000).map { "'n\($0)'" }.joined(separator: ", ")
        let wrong = try checker.check(exercise, answer: "SELECT name FROM Class43 WHERE age = 18 AND name NOT IN (\(names));")
        XCTAssertFalse(wrong.passed)
        XCTAssertEqual(wrong.feedback?.kind, .rows)
    }

    func testTheResultsShapeAndUnsplitStatements() throws {
        let lesson = try lesson()
        let checker = try ExerciseChecker(lesson: lesson)
        let march = try XCTUnwrap(lesson.exercise("march"))
        let extra = try checker.check(march, answer: "SELECT * FROM Sale WHERE day >= '2024-03-01' AND day < '2024-04-01';")
        XCTAssertEqual(extra.clauses, ["SELECT"])
        XCTAssertEqual(extra.hint, "Your SELECT returns 4 columns; the exercise asks for 2: choose only I_ID, qty.")
        XCTAssertEqual(extra.feedback?.hintZh, "你的 SELECT 返回 4 列，题目只要 2 列：只选 I_ID, qty。")
        let swapped = try checker.check(march, answer: "SELECT qty, I_ID FROM Sale WHERE day >= '2024-03-01' AND day < '2024-04-01';")
        XCTAssertEqual(swapped.hint, "Put the columns in the order the exercise asks for: I_ID, qty.")
        let broken = try checker.check(march, answer: "SELECT I_ID, FROM Sale;")
        XCTAssertFalse(broken.passed)
        XCTAssertEqual(broken.clauses ?? [], [])
        XCTAssertNil(broken.hint)
        let union = try checker.check(march, answer: "SELECT I_ID, qty FROM Sale WHERE day = '2024-03-02' UNION ALL SELECT I_ID, qty FROM Sale WHERE day = '2024-03-15';")
        XCTAssertFalse(union.passed)
        XCTAssertEqual(union.clauses, ["WHERE"])
        XCTAssertTrue(union.hint?.contains("compound SELECT") ?? false, union.hint ?? "")
        XCTAssertTrue(union.feedback?.hintZh?.contains("复合 SELECT") ?? false, union.feedback?.hintZh ?? "")
    }

    /// The prepared-exercise cache forgets the least recently used entry beyond its capacity.
    func testTheCheckersCacheIsBounded() {
        var cache = BoundedCache<String, Int>(capacity: 2)
        cache.insert(1, for: "a")
        cache.insert(2, for: "b")
        XCTAssertEqual(cache.value(for: "a"), 1)
        cache.insert(3, for: "c")
        XCTAssertEqual(cache.count, 2)
        XCTAssertNil(cache.value(for: "b"))
        XCTAssertEqual(cache.value(for: "a"), 1)
        XCTAssertEqual(cache.value(for: "c"), 3)
    }

    /// The constant finder reads SQLite's tokens (bytes, not characters): comments, quoted
    /// names, doubled quotes, hexadecimal and negative numbers.
    func testConstantsAreReadWithSQLitesTokens() {
        XCTAssertTrue(ExerciseChecker.isBlank(" ; -- nothing\n /* at all */ ;"))
        XCTAssertFalse(ExerciseChecker.isBlank("SELECT 1;" + String(repeating: " <", count: 1000)))
        let found = ConstantFinder.constants(in: "SELECT * FROM \"T\" WHERE \"na me\" = 'O''Brien' AND x > 0x10 AND y <= -2 -- z = 9")
        XCTAssertEqual(found.map(\.column), ["na me", "x", "y"])
        XCTAssertEqual(found.map(\.value), [.text("O'Brien"), .integer(16), .integer(-2)])
    }
}
