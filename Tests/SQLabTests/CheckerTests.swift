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

final class CheckerTests: XCTestCase {
    static let lessonText = """
        # T

        ```sql setup
        CREATE TABLE Class43 (Stu_ID INTEGER PRIMARY KEY NOT NULL UNIQUE, name TEXT NOT NULL,
                              gender TEXT NOT NULL DEFAULT M, age INTEGER NOT NULL);
        INSERT INTO Class43 VALUES (2, '栋哥', '男', 18), (3, '萌神', '女', 17), (4, '强哥', '男', 20);
        CREATE TABLE notes (who TEXT, note TEXT);
        INSERT INTO notes VALUES ('栋哥', 'a'), ('萌神', NULL), ('栋哥', 'b');
        ```

        Names of the students older than 17, youngest first.

        ```sql exercise id=older points=2
        SELECT name FROM Class43 WHERE age > 17 ORDER BY age;
        ```

        Who wrote notes?

        ```sql exercise id=writers
        SELECT DISTINCT who FROM notes;
        ```

        Count the notes with text.

        ```sql exercise id=count
        SELECT count(note) FROM notes;
        ```

        Make everyone a year older.

        ```sql exercise id=birthday
        UPDATE Class43 SET age = age + 1;
        ```

        Add a column for a hobby.

        ```sql exercise id=hobby
        ALTER TABLE Class43 ADD COLUMN Hober TEXT;
        ```
        """

    var checker: ExerciseChecker!
    var lesson: Lesson!

    override func setUpWithError() throws {
        lesson = try LessonParser.parse(text: Self.lessonText, path: "t.md")
        checker = try ExerciseChecker(lesson: lesson)
    }

    func verdict(_ id: String, _ answer: String?) throws -> ExerciseVerdict {
        try checker.check(lesson.exercise(id)!, answer: answer)
    }

    func testEquivalentAnswersPass() throws {
        for answer in ["SELECT name FROM Class43 WHERE age > 17 ORDER BY age",
                       "select c.name from Class43 AS c where 17 < c.age order by c.age asc;",
                       "SELECT name FROM Class43 WHERE age >= 18 ORDER BY age, Stu_ID",
                       "SELECT name FROM (SELECT * FROM Class43 WHERE NOT age <= 17) ORDER BY age",
                       "CREATE TEMP TABLE x AS SELECT 1; SELECT name FROM Class43 WHERE age BETWEEN 18 AND 9223372036854775807 ORDER BY age"] {
            let v = try verdict("older", answer)
            XCTAssertTrue(v.passed, "\(answer): \(String(describing: v.feedback))")
            XCTAssertEqual(v.score, 2)
        }
        XCTAssertTrue(try verdict("writers", "SELECT who FROM notes GROUP BY who").passed)
        XCTAssertTrue(try verdict("count", "SELECT count(*) FROM notes WHERE note IS NOT NULL").passed)
        XCTAssertTrue(try verdict("birthday", "UPDATE Class43 SET age = 1 + age WHERE 1").passed)
        XCTAssertTrue(try verdict("hobby", "alter table class43 add Hober text").passed)
    }

    func testBoundaryMistakeIsCaughtWithAShrunkCounterexample() throws {
        // On the lesson's data, >= 18 and > 17 agree (ages are integers): this one is right.
        XCTAssertTrue(try verdict("older", "SELECT name FROM Class43 WHERE age >= 18 ORDER BY age").passed)
        // > 18 is wrong, visibly (栋哥 is 18).
        let visible = try verdict("older", "SELECT name FROM Class43 WHERE age > 18 ORDER BY age")
        XCTAssertEqual(visible.feedback?.kind, .rows)
        XCTAssertEqual(visible.feedback?.dataset, "the lesson's data")
        XCTAssertEqual(visible.feedback?.missingRows, [["栋哥"]])
        // A hard-coded name list matches the lesson's data but not the boundary variant.
        let hardCoded = try verdict("older", "SELECT name FROM Class43 WHERE name IN ('栋哥', '强哥') ORDER BY age")
        XCTAssertFalse(hardCoded.passed)
        XCTAssertNotEqual(hardCoded.feedback?.dataset, "the lesson's data")
        let example = try XCTUnwrap(hardCoded.feedback?.counterexample)
        XCTAssertLessThanOrEqual(example.tables.first { $0.name == "Class43" }!.rows.count, 2, "shrunk")
        XCTAssertNotEqual(example.expected?.rows, example.actual?.rows)
    }

    func testMissingDistinctAndMissingOrderByAreCaught() throws {
        let noDistinct = try verdict("writers", "SELECT who FROM notes WHERE who = '栋哥' OR note IS NULL")
        XCTAssertEqual(noDistinct.feedback?.kind, .rows)
        // Order: without ORDER BY the rows come out in key order here, which is also age order.
        let unordered = try verdict("older", "SELECT name FROM Class43 WHERE age > 17")
        XCTAssertEqual(unordered.feedback?.kind, .order)
        XCTAssertEqual(unordered.feedback?.onlyInReverseScanOrder, true)
    }

    func testNullHandlingIsCaught() throws {
        // count(*) counts the NULL note; the lesson's data has one, so this fails visibly.
        XCTAssertEqual(try verdict("count", "SELECT count(*) FROM notes").feedback?.kind, .rows)
        // Hard-coding the count matches the data but not a variant.
        let constant = try verdict("count", "SELECT 2")
        XCTAssertFalse(constant.passed)
        XCTAssertEqual(try verdict("count", "SELECT 2 AS a, 3 AS b").feedback?.kind, .columnCount)
    }

    func testColumnsInAnotherOrderAreNamed() throws {
        let lesson = try LessonParser.parse(text: "```sql setup\nCREATE TABLE t(name TEXT, age INTEGER); INSERT INTO t VALUES ('a', 1);\n```\n\nQ\n\n```sql exercise id=q\nSELECT name, age FROM t;\n```\n", path: "c.md")
        let checker = try ExerciseChecker(lesson: lesson)
        let v = try checker.check(lesson.exercise("q")!, answer: "SELECT age, name FROM t")
        XCTAssertEqual(v.feedback?.note, "The columns are in another order: the exercise asks for (name, age), yours are (age, name).")
    }

    func testChangeExercisesCompareTheDatabase() throws {
        let partial = try verdict("birthday", "UPDATE Class43 SET age = age + 1 WHERE age < 20")
        XCTAssertEqual(partial.feedback?.kind, .tables)
        XCTAssertEqual(partial.feedback?.tables?.first?.table, "Class43")
        // The row with the same key on both sides is one changed row, shown cell by cell.
        XCTAssertEqual(partial.feedback?.tables?.first?.missingRows, [])
        XCTAssertEqual(partial.feedback?.tables?.first?.changedRows?.first?.cells.first?.column, "age")
        XCTAssertEqual(partial.feedback?.tables?.first?.changedRows?.first?.cells.first?.expected, "21")
        let wrongType = try verdict("hobby", "ALTER TABLE Class43 ADD COLUMN Hober INTEGER")
        XCTAssertEqual(wrongType.feedback?.tables?.first?.problem, "columns")
        let dropped = try verdict("birthday", "DROP TABLE Class43")
        XCTAssertEqual(dropped.feedback?.tables?.first?.problem, "missing-table")
    }

    func testErrorsTimeoutsAndEmptyAnswersAreVerdicts() throws {
        let syntax = try verdict("older", "SELECT name FRM Class43")
        XCTAssertEqual(syntax.feedback?.kind, .error)
        XCTAssertEqual(syntax.feedback?.failure?.name, "SQLITE_ERROR")
        XCTAssertEqual(syntax.feedback?.failure?.message, "near \"Class43\": syntax error")
        XCTAssertEqual(try verdict("older", nil).feedback?.kind, .noAnswer)
        XCTAssertEqual(try verdict("older", "  -- nothing\n;").feedback?.kind, .emptyAnswer)
        XCTAssertEqual(try verdict("older", "DELETE FROM Class43").feedback?.kind, .notAQuery)
        let start = Date()
        let endless = try verdict("older", "WITH RECURSIVE r(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM r) SELECT n FROM r WHERE n < 0")
        XCTAssertEqual(endless.feedback?.kind, .timeout)
        XCTAssertLessThan(Date().timeIntervalSince(start), 5)
    }

    func testAnswersNeverReachTheReferenceData() throws {
        _ = try verdict("birthday", "DROP TABLE Class43; CREATE TEMP VIEW notes AS SELECT 1 AS who; BEGIN; DELETE FROM notes")
        XCTAssertTrue(try verdict("birthday", "UPDATE Class43 SET age = age + 1").passed)
        XCTAssertTrue(try verdict("writers", "SELECT DISTINCT who FROM notes").passed)
    }

    func testVerdictsAreDeterministic() throws {
        let answer = "SELECT name FROM Class43 WHERE name IN ('栋哥', '强哥') ORDER BY age"
        let first = try verdict("older", answer)
        for _ in 0..<3 { XCTAssertEqual(try verdict("older", answer), first) }
    }

    func testAnswerFileSplitting() {
        let file = AnswerFile(text: "SELECT 1;\n-- exercise: a\nSELECT 2;\n-- Exercise: b\n\n-- exercise: a\nSELECT 3;\n", file: "x.sql", defaultExercise: nil)
        XCTAssertEqual(file.answers.map(\.exerciseID), ["a", "b", "a"])
        XCTAssertEqual(file.answer(for: "a")?.sql, "SELECT 3;\n")
        XCTAssertEqual(file.answer(for: "a")?.location.line, 7)
        XCTAssertEqual(file.warnings.map(\.description), [
            "x.sql:1:1: warning: SQL before the first '-- exercise: ID' line answers no exercise (name one on the command line)",
            "x.sql:6:1: warning: exercise 'a' is answered again (first at line 2); the last answer counts",
        ])
        let named = AnswerFile(text: "SELECT 1;", file: "x.sql", defaultExercise: "z")
        XCTAssertEqual(named.answers.map(\.exerciseID), ["z"])
    }

    func testConstantsFoundForBoundaries() {
        let found = ConstantFinder.constants(in: "SELECT * FROM t WHERE t.age >= 18 AND 20 > age AND name IN ('a', 'b') AND x BETWEEN -1 AND 2.5 AND y LIKE 'z%'")
        XCTAssertEqual(found.map { "\($0.column)=\($0.value.sqlLiteral)" }, ["age=18", "age=20", "name='a'", "name='b'", "x=-1", "x=2.5"])
        XCTAssertTrue(ExerciseChecker.hasTopLevelOrderBy("SELECT a FROM t ORDER BY a"))
        XCTAssertFalse(ExerciseChecker.hasTopLevelOrderBy("SELECT a, row_number() OVER (ORDER BY a) FROM t"))
    }

    func testComparisonRules() {
        let c = Comparison(tolerance: 1e-9)
        XCTAssertTrue(c.equal(.integer(18), .real(18.0)))
        XCTAssertFalse(c.equal(.text("18"), .integer(18)))
        XCTAssertTrue(c.equal(.real(0.1 + 0.2), .real(0.3)))
        XCTAssertFalse(c.equal(.real(1), .real(1.001)))
        XCTAssertTrue(c.equal(.null, .null))
        XCTAssertFalse(c.equal(.null, .text("")))
        XCTAssertEqual(Comparison.normalizedDefault("M"), Comparison.normalizedDefault("'M'"))
        XCTAssertEqual(c.compare(expected: QueryResult(columns: ["a"], rows: [[.integer(1)], [.integer(2)]]),
                                 actual: QueryResult(columns: ["b"], rows: [[.integer(2)], [.integer(1)]]), ordered: true),
                       .order(position: 0))
    }
}
