import Foundation
import XCTest
import SQLabSQLite
import SQLabText
import SQLabSQL
import SQLabLessons
import SQLabCourse
import SQLabEngine
import SQLabPresent
import SQLabGrading
import SQLabLogictest
import SQLabShell
import SQLabCommands

/// The worker processes of `check`: a killed worker fails only the answer responsible.
final class WorkerTests: XCTestCase {
    func testAKilledWorkerFailsOnlyTheAnswerThatKeptItBusy() throws {
        let lesson = CLI.packageRoot.appendingPathComponent("lessons/01-first-steps.md").path
        // A wall-clock limit far below the answer budget, so the endless answer is killed.
        let checker = IsolatedChecker(executable: CLI.binary, wallClockLimit: 1.5, language: .en)
        let request = CheckRequest(lessonPath: lesson, exercises: ["eighteen", "older"],
                                   answers: ["eighteen": "SELECT name FROM Class43 WHERE age = 18;",
                                             "older": "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c) SELECT count(*) FROM c;"],
                                   statementTimeout: 30, answerBudget: 30)
        let start = Date()
        let verdicts = try checker.check(request, points: ["eighteen": 1, "older": 1])
        XCTAssertEqual(verdicts.map(\.exercise), ["eighteen", "older"])
        XCTAssertTrue(verdicts[0].passed, "\(String(describing: verdicts[0].feedback))")
        XCTAssertEqual(verdicts[1].feedback?.kind, .killed)
        XCTAssertTrue(verdicts[1].feedback?.note?.contains("stopped after 1 s") ?? false, verdicts[1].feedback?.note ?? "")
        // The limit is the worker's CPU time (load-independent); on a busy machine the wall
        // clock runs longer, up to the backstop of CheckWorker.wallClockFactor times the limit.
        XCTAssertLessThan(Date().timeIntervalSince(start), 1.5 * CheckWorker.wallClockFactor + 3)
    }

    func testTheWorkerAnswersOneRequestAsTheCheckerWould() throws {
        let lesson = CLI.packageRoot.appendingPathComponent("lessons/01-first-steps.md").path
        let request = CheckRequest(lessonPath: lesson, exercises: ["girls"], answers: ["girls": "SELECT * FROM Class43 WHERE Stu_ID IN (3, 5, 6)"])
        let verdicts = try IsolatedChecker(executable: CLI.binary, language: .en).check(request, points: ["girls": 1])
        let inProcess = try ExerciseChecker(lesson: LessonParser.parse(contentsOf: lesson))
        let expected = try inProcess.check(inProcess.lesson.exercise("girls")!, answer: "SELECT * FROM Class43 WHERE Stu_ID IN (3, 5, 6)")
        XCTAssertEqual(verdicts, [expected])
    }
}
