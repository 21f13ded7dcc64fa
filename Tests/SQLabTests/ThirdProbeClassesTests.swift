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
}
