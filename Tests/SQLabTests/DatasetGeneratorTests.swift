import Foundation
import XCTest
@testable import SQLabSQLite
@testable import SQLabSQL
@testable import SQLabLessons
@testable import SQLabEngine

/// The dataset generator on the school of lesson 13 (a composite key in a WITHOUT ROWID table,
/// a text key, foreign keys on, CHECK and NOT NULL): every dataset is one the schema allows,
/// parents come before children, and the cases mutations hide behind occur.
final class DatasetGeneratorTests: XCTestCase {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    func school() throws -> (LessonStates.State, Lesson) {
        let lesson = try LessonParser.parse(contentsOf: Self.root.appendingPathComponent("lessons/13-joins-groups-subqueries.md").path)
        let states = try LessonStates(lesson: lesson)
        return (states.state(before: "scores")!, lesson)
    }

    func testEveryDatasetSatisfiesTheSchemaAndTheCasesOccur() throws {
        let (state, _) = try school()
        let sql = "SELECT s.name, e.score FROM Enrolment e JOIN Student s ON s.S_ID = e.S_ID WHERE e.score < 60 ORDER BY s.S_ID LIMIT 2"
        let generator = try DatasetGenerator(state: state.database, tablesUsed: DatasetGenerator.tablesUsed(by: sql, on: state.database),
                                             literals: Literals(sql), seed: 7)
        XCTAssertEqual(generator.tables, ["enrolment", "student", "class", "teacher"])
        XCTAssertEqual(generator.schema.tables.map(\.name).firstIndex(of: "Teacher")! < generator.schema.tables.map(\.name).firstIndex(of: "Class")!, true)
        let datasets = generator.datasets(template: try generator.emptyCopy())
        XCTAssertGreaterThan(datasets.count, 20)
        var nullScores = 0, sameNames = 0, boundary = 0, orphans = 0, nullTeacher = 0
        for (db, twin) in datasets {
            try db.execute("PRAGMA foreign_keys = ON")
            XCTAssertEqual(try db.rows("PRAGMA foreign_key_check").count, 0)
            XCTAssertEqual(try db.rows("PRAGMA integrity_check"), [[.text("ok")]])
            XCTAssertEqual(try db.scalar("SELECT count(*) FROM Student WHERE gender NOT IN ('F', 'M') OR name IS NULL"), .integer(0))
            XCTAssertEqual(try db.rows("SELECT * FROM Enrolment ORDER BY 1, 2"), try XCTUnwrap(twin).rows("SELECT * FROM Enrolment ORDER BY 1, 2"))
            if try db.scalar("SELECT count(*) FROM Enrolment WHERE score IS NULL") != .integer(0) { nullScores += 1 }
            if try db.scalar("SELECT count(*) FROM (SELECT name FROM Student GROUP BY name HAVING count(*) > 1)") != .integer(0) { sameNames += 1 }
            if try db.scalar("SELECT count(*) FROM Enrolment WHERE score IN (59, 60, 61)") != .integer(0) { boundary += 1 }
            if try db.scalar("SELECT count(*) FROM Student WHERE S_ID NOT IN (SELECT S_ID FROM Enrolment)") != .integer(0) { orphans += 1 }
            if try db.scalar("SELECT count(*) FROM Class WHERE T_ID IS NULL") != .integer(0) { nullTeacher += 1 }
        }
        XCTAssertGreaterThan(nullScores, 2)
        XCTAssertGreaterThan(sameNames, 2)
        XCTAssertGreaterThan(boundary, 2)
        XCTAssertGreaterThan(orphans, 2)
        XCTAssertGreaterThan(nullTeacher, 2)
    }

    func testDatesAroundTheLiteralsOfAnExpression() {
        let dates = DatasetGenerator.dates(around: Literals("SELECT strftime('%m', born) < '06' FROM Student WHERE born LIKE '2009%'"),
                                           like: [.text("2010-03-14")])
        for wanted in ["2010-05-15", "2010-06-01", "2010-07-15", "2009-01-01", "2008-12-31"] {
            XCTAssertTrue(dates.contains(.text(wanted)), wanted)
        }
    }

    func testDebugDump() throws {
        guard ProcessInfo.processInfo.environment["SQLAB_DUMP"] != nil else { return }
        let (state, _) = try school()
        let sql = ProcessInfo.processInfo.environment["SQLAB_DUMP"]!
        let generator = try DatasetGenerator(state: state.database, tablesUsed: DatasetGenerator.tablesUsed(by: sql, on: state.database),
                                             literals: Literals(sql), seed: 7)
        for (db, _) in generator.datasets(template: try generator.emptyCopy()) {
            for t in generator.schema.tables { print(t.name, try db.rows("SELECT * FROM \(t.quoted)").map { $0.map(\.cellText).joined(separator: "|") }) }
            print("--")
        }
    }
}

extension DatasetGeneratorTests {
    func testDebugExercise() throws {
        guard let spec = ProcessInfo.processInfo.environment["SQLAB_DEBUG_EXERCISE"] else { return }
        let parts = spec.components(separatedBy: "|")
        let lesson = try LessonParser.parse(contentsOf: Self.root.appendingPathComponent("lessons/\(parts[0]).md").path)
        let states = try LessonStates(lesson: lesson)
        let exercise = lesson.exercises.first { $0.id == parts[1] }!
        let state = states.state(before: exercise.id)!
        let reference = exercise.reference.map(\.sql).joined(separator: "\n")
        let answer = parts[2]
        let literals = Literals(reference + "\n" + answer)
        let constants = ConstantFinder.constants(in: reference) + ConstantFinder.constants(in: answer)
        let generator = try DatasetGenerator(state: state.database, tablesUsed: DatasetGenerator.tablesUsed(by: reference + ";\n" + answer, on: state.database),
                                             literals: literals, seed: SeededGenerator.seed(lesson.id + "/" + exercise.id), comparisons: constants)
        print("specials", generator.valuePools().specials)
        for (db, _) in generator.datasets(template: try generator.emptyCopy()) {
            let r = try db.rows(reference), a = try db.rows(answer)
            print(r == a ? "same" : "DIFF", generator.schema.tables.filter { generator.tables.contains($0.name.lowercased()) }.map { t in "\(t.name)=" + ((try? db.rows("SELECT * FROM \(t.quoted)")) ?? []).map { $0.map(\.cellText).joined(separator: "|") }.joined(separator: "; ") })
        }
    }
}
