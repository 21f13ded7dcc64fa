import Foundation
import XCTest
@testable import SQLabSQLite
@testable import SQLabText
@testable import SQLabLessons
@testable import SQLabCourse
@testable import SQLabEngine

/// The one course model: the current exercise, what comes next, hints, the solution gate,
/// progress in a store or in memory; and the tables an exercise uses, as SQLite reports them.
final class CourseModelTests: XCTestCase {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let course = Course(courseFlag: root.appendingPathComponent("Tests/Data/course").path, environment: [:], executable: "", language: .en)

    func models() throws -> [CourseModel] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sqlab-model-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        let store = try ProgressStore(path: folder.appendingPathComponent("progress.sqlite").path)
        // The same answers whether progress is kept in a store or in memory.
        return [CourseModel(course: Self.course, store: store), CourseModel(course: Self.course, store: nil)]
    }

    func testTheCurrentExerciseIsTheFirstNotPassedAndNextGoesRound() throws {
        for model in try models() {
            XCTAssertEqual(model.exercises.map(\.exercise.id), ["dogs", "birthday", "how-many"])
            let dogs = try XCTUnwrap(model.current())
            XCTAssertEqual(dogs.exercise.id, "dogs")
            XCTAssertEqual(try model.current(from: "02-counting")?.exercise.id, "how-many")
            try model.record(dogs, passed: false)
            XCTAssertEqual(try model.current()?.exercise.id, "dogs", "a failed attempt does not move on")
            try model.record(dogs, passed: true)
            XCTAssertEqual(try model.current()?.exercise.id, "birthday")
            let birthday = try XCTUnwrap(model.current())
            XCTAssertEqual(try model.next(after: birthday, inLesson: false)?.exercise.id, "how-many")
            XCTAssertNil(try model.next(after: birthday, inLesson: true), "dogs has passed: nothing else in 01")
            try model.record(birthday, passed: true)
            let howMany = try XCTUnwrap(model.current())
            try model.record(howMany, passed: true)
            XCTAssertNil(try model.current())
            XCTAssertEqual(try model.snapshot().passed, 3)
            // A pass is kept whatever comes after it.
            try model.record(dogs, passed: false)
            XCTAssertTrue(try model.progress(dogs).passed)
            XCTAssertEqual(try model.progress(dogs).tried, 3)
        }
    }

    func testHintsAreRevealedOneAtATimeThenNoMore() throws {
        for model in try models() {
            let dogs = try XCTUnwrap(model.current())
            XCTAssertEqual(try model.revealHint(dogs), .hint(index: 0, count: 2))
            XCTAssertEqual(try model.revealHint(dogs), .hint(index: 1, count: 2))
            XCTAssertEqual(try model.revealHint(dogs), .noMore(count: 2))
            XCTAssertEqual(try model.progress(dogs).hintsRevealed, 2)
        }
    }

    func testTheSolutionOpensOnceTried() throws {
        for model in try models() {
            let dogs = try XCTUnwrap(model.current())
            XCTAssertEqual(try model.solution(dogs), .locked)
            try model.record(dogs, passed: false)
            XCTAssertEqual(try model.solution(dogs), .open(["SELECT name FROM pets WHERE kind = 'dog';"]))
        }
    }

    func testResolveNamesAnExerciseOrTheCurrentOne() throws {
        let model = try models()[0]
        XCTAssertEqual(try model.resolve(lesson: nil, exercise: nil, in: Self.course)?.exercise.id, "dogs")
        XCTAssertEqual(try model.resolve(lesson: "01", exercise: "birthday", in: Self.course)?.exercise.id, "birthday")
        XCTAssertEqual(try model.resolve(lesson: "02", exercise: nil, in: Self.course)?.exercise.id, "how-many")
        XCTAssertThrowsError(try model.resolve(lesson: "01", exercise: "dgos", in: Self.course)) { error in
            XCTAssertTrue("\(error)" == "01-pets has no exercise 'dgos' (did you mean dogs?)", "\(error)")
        }
        XCTAssertThrowsError(try CourseModel.exercise("dgos", of: try Self.course.lesson("01"), language: .zh)) { error in
            XCTAssertTrue("\(error)" == "01-pets 这一课没有练习“dgos”（你是不是想写 dogs？）", "\(error)")
        }
    }

    /// The tables and columns each exercise of the course uses, from the authorizer, for every
    /// exercise of every lesson: each reference reads or writes at least one table of the
    /// lesson's schema, and each column named is a column of its table.
    func testTheTablesAnExerciseUsesComeFromSQLite() throws {
        let dogs = try Self.course.lesson("01")
        XCTAssertEqual(ExerciseTables.uses(dogs.exercise("dogs")!, in: dogs), [TableUse(table: "pets", columns: ["name", "kind"])])
        XCTAssertEqual(ExerciseTables.uses(dogs.exercise("birthday")!, in: dogs).map(\.table), ["pets"])

        let lessons = Course(courseFlag: Self.root.appendingPathComponent("lessons").path, environment: [:], executable: "", language: .en)
        var checked = 0
        for id in lessons.lessonIDs() {
            let lesson = try lessons.lesson(id)
            for exercise in lesson.exercises {
                let uses = ExerciseTables.uses(exercise, in: lesson)
                let state = try LessonRunner(lesson: lesson, sandbox: Sandbox(), explainer: Explainer(language: .en))
                try state.runSteps(before: exercise.id)
                for use in uses {
                    let columns = try state.connection.rows("SELECT name FROM pragma_table_info(?)", [Value.text(use.table)]).map { $0[0].cellText }
                    if !columns.isEmpty {
                        for column in use.columns {
                            XCTAssertTrue(columns.contains { $0.lowercased() == column.lowercased() } || column.lowercased() == "rowid",
                                          "\(id):\(exercise.id): \(use.table) has no column \(column)")
                        }
                    }
                }
                checked += 1
            }
        }
        XCTAssertGreaterThan(checked, 40)
    }
}
