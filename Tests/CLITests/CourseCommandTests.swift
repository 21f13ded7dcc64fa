import Foundation
import XCTest

/// The self-paced course on the command line: the home, `next`, `hint`, `check` recording
/// progress, and `watch` driven through pipes (`Tests/Data/course/` is a two-lesson course).
final class CourseCommandTests: XCTestCase {
    static let course = CLI.packageRoot.appendingPathComponent("Tests/Data/course").path

    /// A progress store of this test's own, and the test course.
    func environment() throws -> [String: String] {
        ["XDG_DATA_HOME": try CLI.temporaryFolder(self).path, "SQLAB_COURSE": Self.course]
    }

    func testHomeListsLessonsExercisesAndProgressGolden() throws {
        let env = try environment()
        try CLI.assertGolden("home-new", [], environment: env)
        _ = try CLI.run(["check", "01-pets", "dogs", "--answer", "-"], input: "SELECT 'Rex';", environment: env)
        _ = try CLI.run(["check", "01-pets", "birthday", "--answer", "-"], input: "UPDATE pets SET age = 6 WHERE id = 9;", environment: env)
        _ = try CLI.run(["hint", "01-pets", "birthday"], environment: env)
        try CLI.assertGolden("home-some-progress", [], environment: env)
    }

    func testNextShowsTheFirstExerciseNotPassed() throws {
        let env = try environment()
        try CLI.assertGolden("next-new", ["next"], environment: env)
        let check = try CLI.run(["check", "01", "dogs", "--answer", "-"], input: "SELECT name FROM pets WHERE kind = 'dog';", environment: env)
        XCTAssertEqual(check.status, 0, check.stdout + check.stderr)
        let next = try CLI.run(["next"], environment: env)
        XCTAssertEqual(next.status, 0)
        XCTAssertTrue(next.stdout.contains("── Exercise birthday · 01-pets · 1 point"), next.stdout)
        XCTAssertTrue(try CLI.run(["next", "02"], environment: env).stdout.contains("── Exercise how-many"))
    }

    func testHintShowsTheNextHintThenSaysThereAreNoMore() throws {
        let env = try environment()
        let outputs = try (0..<3).map { _ in try CLI.run(["hint", "01-pets", "dogs"], environment: env) }
        XCTAssertEqual(outputs.map(\.status), [0, 0, 0])
        XCTAssertEqual(outputs.map(\.stdout), [
            "Hint 1 of 2: `WHERE kind = ...` keeps the rows of one kind.\n",
            "Hint 2 of 2: Text goes in single quotes: `'dog'`.\n",
            "No more hints for exercise dogs: all 2 have been shown.\n",
        ])
        let wrong = try CLI.run(["hint", "01-pets", "dgos"], environment: env)
        XCTAssertEqual(wrong.status, 2)
        XCTAssertTrue(wrong.stderr.hasSuffix("sqlab: 01-pets has no exercise 'dgos' (did you mean dogs?)\n"), wrong.stderr)
        // A lesson alone: its first exercise not passed.
        let lessonOnly = try CLI.run(["hint", "01-pets"], environment: env)
        XCTAssertEqual(lessonOnly.status, 0, lessonOnly.stderr)
        XCTAssertEqual(lessonOnly.stdout, "No more hints for exercise dogs: all 2 have been shown.\n")
    }

    func testCheckRecordsEveryAttemptAndTheFirstPass() throws {
        let env = try environment()
        _ = try CLI.run(["check", "01-pets", "dogs", "--answer", "-"], input: "SELECT name FROM pets;", environment: env)
        _ = try CLI.run(["check", "01-pets", "dogs", "--answer", "-"], input: "SELECT name FROM pets WHERE kind = 'dog';", environment: env)
        _ = try CLI.run(["check", "01-pets", "dogs", "--answer", "-"], input: "SELECT 1;", environment: env)
        let export = try CLI.run(["progress", "--export"], environment: env)
        XCTAssertEqual(export.status, 0)
        let json = try JSONSerialization.jsonObject(with: Data(export.stdout.utf8)) as? [String: Any]
        let record = (json?["exercises"] as? [[String: Any]])?.first
        XCTAssertEqual(record?["exercise"] as? String, "dogs")
        XCTAssertEqual(record?["tried"] as? Int, 3)
        XCTAssertNotNil(record?["passedAt"] as? String, "a later failing answer keeps the pass")
    }

    /// `watch` through pipes: keys are the letters of standard input, and the answer file is
    /// edited by the test as a learner's editor would.
    func testWatchChecksTheAnswerFileOnEverySave() throws {
        let folder = try CLI.temporaryFolder(self)
        var env = try environment()
        env["PATH"] = "/usr/bin:/bin"
        env["HOME"] = CLI.scratchHome
        env["NO_COLOR"] = "1"
        let process = Process()
        process.executableURL = CLI.binary
        process.arguments = ["watch", "01-pets"]
        process.currentDirectoryURL = folder
        process.environment = env
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = output
        let screen = LockedText()
        output.fileHandleForReading.readabilityHandler = { screen.append($0.availableData) }
        try process.run()
        defer { if process.isRunning { process.terminate() } }

        func waitFor(_ text: String, count: Int = 1, line: UInt = #line) {
            let deadline = Date().addingTimeInterval(20)
            while screen.value.components(separatedBy: text).count - 1 < count, Date() < deadline { usleep(50_000) }
            XCTAssertGreaterThanOrEqual(screen.value.components(separatedBy: text).count - 1, count,
                                        "waited for \(text):\n\(screen.value)", line: line)
        }
        func key(_ letter: String) { input.fileHandleForWriting.write(Data((letter + "\n").utf8)) }

        let answer = folder.appendingPathComponent("answers/01-pets/dogs.sql")
        waitFor("Waiting for your answer in answers/01-pets/dogs.sql.")
        let template = try String(contentsOf: answer, encoding: .utf8)
        XCTAssertTrue(template.hasPrefix("-- Exercise dogs of 01-pets (Pets: one small table)\n--\n-- Name every dog.\n"), template)
        XCTAssertTrue(template.contains("-- │ Rex  │"), template)
        XCTAssertTrue(screen.value.contains("[░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░] 0/3 exercises passed"), screen.value)

        XCTAssertTrue(template.contains("-- It uses: pets(name, kind)\n"), template)

        try (template + "SELECT name FROM pets;\n").write(to: answer, atomically: true, encoding: .utf8)
        waitFor("✗ Exercise dogs: not yet (0/1)")
        key("h")
        waitFor("Hint 1 of 2: `WHERE kind = ...` keeps the rows of one kind.")
        // n skips an exercise not passed; the list jumps back to it.
        key("n")
        waitFor("Skipped dogs: it has not passed yet; sqlab next comes back to it.")
        waitFor("Waiting for your answer in answers/01-pets/birthday.sql.")
        key("l")
        waitFor("[1] ✗ dogs           tried once · hints 1/2")
        key("1")
        // Back at dogs, its file's verdict is shown again, not counted again.
        waitFor("✗ Exercise dogs: not yet (0/1)", count: 2)
        try (template + "SELECT name FROM pets WHERE kind = 'dog';\n").write(to: answer, atomically: true, encoding: .utf8)
        waitFor("✓ Exercise dogs: passed (1/1)")
        waitFor("] 1/3 exercises passed")
        key("n")
        waitFor("Waiting for your answer in answers/01-pets/birthday.sql.", count: 2)
        key("l")
        waitFor("[1] ✓ dogs           passed · tried 2 times · hints 1/2")
        key("q")
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, screen.value)

        // An existing answer file is never overwritten.
        try "SELECT 'mine';\n".write(to: answer, atomically: true, encoding: .utf8)
        let again = try CLI.run(["watch", "01-pets"], input: "q\n", environment: env, directory: folder)
        XCTAssertEqual(again.status, 0)
        XCTAssertEqual(try String(contentsOf: answer, encoding: .utf8), "SELECT 'mine';\n")
    }
}

/// Text gathered from a pipe on another thread.
final class LockedText: @unchecked Sendable {
    private let lock = NSLock()
    private var data = Data()
    func append(_ more: Data) { lock.lock(); data.append(more); lock.unlock() }
    var value: String { lock.lock(); defer { lock.unlock() }; return String(decoding: data, as: UTF8.self) }
}
