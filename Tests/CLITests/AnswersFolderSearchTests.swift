import Foundation
import XCTest
@testable import SQLabCommands
@testable import SQLabCourse

/// The `answers` folder is found going up from the working directory, as git finds `.git`, no
/// higher than the home folder (issue 17): `check` and `watch` run from a subfolder of the
/// course folder read and write the answers at its top, and say where they are from there.
final class AnswersFolderSearchTests: XCTestCase {
    func testTheNearestAnswersFolderGoingUpAndNoHigherThanHome() throws {
        let root = try CLI.temporaryFolder(self).resolvingSymlinksInPath()
        let course = root.appendingPathComponent("home/course")
        let deep = course.appendingPathComponent("notes/week1")
        try FileManager.default.createDirectory(at: deep, withIntermediateDirectories: true)
        let home = root.appendingPathComponent("home").path
        // None anywhere: answers in the working directory itself.
        XCTAssertEqual(CourseModel.answersFolder(from: deep.path, home: home), "answers")
        try FileManager.default.createDirectory(at: course.appendingPathComponent("answers"), withIntermediateDirectories: true)
        XCTAssertEqual(CourseModel.answersFolder(from: deep.path, home: home), "../../answers")
        XCTAssertEqual(CourseModel.answersFolder(from: course.appendingPathComponent("notes").path, home: home), "../answers")
        XCTAssertEqual(CourseModel.answersFolder(from: course.path, home: home), "answers")
        // A nearer one wins; a file named answers is the one too (reported where it is).
        try FileManager.default.createDirectory(at: deep.appendingPathComponent("../answers"), withIntermediateDirectories: true)
        XCTAssertEqual(CourseModel.answersFolder(from: deep.path, home: home), "../answers")
        // Above the home folder nothing is looked at: answers of another user's folder stay theirs.
        let other = root.appendingPathComponent("home/elsewhere")
        try FileManager.default.createDirectory(at: other, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: root.appendingPathComponent("answers"), withIntermediateDirectories: true)
        XCTAssertEqual(CourseModel.answersFolder(from: other.path, home: home), "answers")
        // Outside the home folder, the search goes on to the root.
        XCTAssertEqual(CourseModel.answersFolder(from: other.path, home: "/nowhere"), "../../answers")
    }

    func testCheckAndWatchFromASubfolderUseTheCourseFoldersAnswers() throws {
        let root = try CLI.temporaryFolder(self).resolvingSymlinksInPath()
        let sub = root.appendingPathComponent("notes")
        try FileManager.default.createDirectory(at: sub, withIntermediateDirectories: true)
        let env = ["HOME": root.path, "XDG_DATA_HOME": root.appendingPathComponent("data").path,
                   "SQLAB_COURSE": CLI.packageRoot.appendingPathComponent("lessons").path]
        // watch at the top writes the template; watch from the subfolder finds it and writes nothing new.
        _ = try CLI.run(["watch"], input: "q\n", environment: env, directory: root)
        let answer = root.appendingPathComponent("answers/01-first-steps/eighteen.sql")
        XCTAssertTrue(FileManager.default.fileExists(atPath: answer.path))
        let watch = try CLI.run(["watch"], input: "q\n", environment: env, directory: sub)
        XCTAssertTrue(watch.stdout.contains("../answers/01-first-steps/eighteen.sql"), watch.stdout)
        XCTAssertFalse(FileManager.default.fileExists(atPath: sub.appendingPathComponent("answers").path))
        // check from the subfolder reads the answer at the top, names it from here, says what is next.
        try (String(contentsOf: answer, encoding: .utf8) + "SELECT name FROM Class43 WHERE age = 18;\n").write(to: answer, atomically: true, encoding: .utf8)
        let check = try CLI.run(["check"], environment: env, directory: sub)
        XCTAssertEqual(check.status, 0, check.stdout + check.stderr)
        XCTAssertTrue(check.stderr.contains("Checking eighteen of 01-first-steps: ../answers/01-first-steps/eighteen.sql"), check.stderr)
        XCTAssertTrue(check.stdout.contains("../answers/01-first-steps/older.sql"), check.stdout)
        // In Chinese, by name (eighteen has passed, so check alone is on older now).
        let zh = try CLI.run(["check", "01", "eighteen", "--lang", "zh"], environment: env, directory: sub)
        XCTAssertEqual(zh.status, 0, zh.stdout + zh.stderr)
        XCTAssertTrue(zh.stdout.contains("../answers/01-first-steps/older.sql"), zh.stdout)
        let nothing = try CLI.run(["check", "--lang", "zh"], environment: env, directory: sub)
        XCTAssertTrue(nothing.stdout.hasPrefix("older 还没有答案：写在 ../answers/01-first-steps/older.sql 里"), nothing.stdout)
        let next = try CLI.run(["next"], environment: env, directory: sub)
        XCTAssertTrue(next.stdout.contains("../answers/01-first-steps/older.sql"), next.stdout)
        // From inside answers/ and answers/01-first-steps/: the folder named 01-first-steps is
        // not taken for the lesson of that id (it was: lesson 01 could not be read, and the
        // course went on at lesson 02).
        let inside = root.appendingPathComponent("answers")
        let home = try CLI.run([], environment: env, directory: inside)
        XCTAssertEqual(home.stderr, "")
        XCTAssertTrue(home.stdout.contains("01-first-steps  First steps"), home.stdout)
        let fromInside = try CLI.run(["check"], environment: env, directory: inside)
        XCTAssertTrue(fromInside.stdout.hasPrefix("No answer to older yet: write it in ../answers/01-first-steps/older.sql"), fromInside.stdout)
        let byName = try CLI.run(["check", "01-first-steps", "eighteen"], environment: env, directory: inside.appendingPathComponent("01-first-steps"))
        XCTAssertEqual(byName.status, 0, byName.stdout + byName.stderr)
    }
}
