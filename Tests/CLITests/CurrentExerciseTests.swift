import Foundation
import XCTest
@testable import SQLabCommands
@testable import SQLabCourse
@testable import SQLabLessons

/// The command line as a beginner uses it with the course of the repository: `check` with no
/// arguments on the exercise `next` shows, the global options before or after the command, a
/// lesson that does not exist, and the home on a 24-line terminal.
final class CurrentExerciseTests: XCTestCase {
    static let lessons = CLI.packageRoot.appendingPathComponent("lessons")

    /// A working folder and progress store of the test's own, the repository's course.
    func setUp(_ language: String = "en") throws -> (env: [String: String], folder: URL) {
        let folder = try CLI.temporaryFolder(self)
        return (["XDG_DATA_HOME": folder.appendingPathComponent("data").path, "SQLAB_COURSE": Self.lessons.path,
                 "LANG": language == "zh" ? "zh_CN.UTF-8" : "C.UTF-8"], folder)
    }

    func testCheckReadsTheAnswerFileOfTheCurrentExerciseOnlyWhenItHoldsAnAnswer() throws {
        let (env, folder) = try setUp()
        func sqlab(_ arguments: [String], input: String = "") throws -> CLI.Result {
            try CLI.run(arguments, input: input, environment: env, directory: folder)
        }
        // No file: where to write it.
        var check = try sqlab(["check"])
        XCTAssertEqual(check.status, 1)
        XCTAssertTrue(check.stdout.hasPrefix("No answer to eighteen yet: write it in answers/01-first-steps/eighteen.sql"), check.stdout)
        // Watch's template, untouched (comments only), is no answer either.
        _ = try sqlab(["watch"], input: "q\n")
        let path = folder.appendingPathComponent("answers/01-first-steps/eighteen.sql")
        XCTAssertTrue(try String(contentsOf: path, encoding: .utf8).hasPrefix("--"))
        check = try sqlab(["check"])
        XCTAssertEqual(check.status, 1)
        XCTAssertFalse(check.stdout.contains("empty"), check.stdout)
        XCTAssertTrue(check.stdout.contains("answers/01-first-steps/eighteen.sql"), check.stdout)
        // An answer under the template's comments: checked, and what comes next.
        try (String(contentsOf: path, encoding: .utf8) + "SELECT name FROM Class43 WHERE age = 18;\n").write(to: path, atomically: true, encoding: .utf8)
        check = try sqlab(["check"])
        XCTAssertEqual(check.status, 0, check.stdout + check.stderr)
        XCTAssertTrue(check.stdout.contains("✓ Exercise eighteen: passed (1/1)"), check.stdout)
        XCTAssertTrue(check.stdout.contains("Next: exercise older of 01-first-steps. See it with sqlab next; its answer goes\n  in answers/01-first-steps/older.sql."), check.stdout)
        XCTAssertTrue(check.stderr.contains("Checking eighteen of 01-first-steps: answers/01-first-steps/eighteen.sql"), check.stderr)
        // next: the exercise check now reads, and its answer file.
        let next = try sqlab(["next"])
        XCTAssertTrue(next.stdout.contains("── Exercise older"), next.stdout)
        XCTAssertTrue(next.stdout.contains("Write your answer in answers/01-first-steps/older.sql, then: sqlab check"), next.stdout)
        // Passed elsewhere (here with --answer, as the REPL's .check records it): the lesson's count
        // holds it though it has no file; the exercises with no answer are named once.
        XCTAssertEqual(try sqlab(["check", "01", "older", "--answer", "-"], input: "SELECT name, age FROM Class43 WHERE age > 18;").status, 0)
        let lesson = try sqlab(["check", "01"])
        XCTAssertEqual(lesson.status, 1)
        XCTAssertTrue(lesson.stdout.contains("01-first-steps: 2 of its 6 exercises passed."), lesson.stdout)
        XCTAssertTrue(lesson.stdout.contains("No answer yet to girls, birthday, second-page, remove-young"), lesson.stdout)
        XCTAssertFalse(lesson.stdout.contains("older,"), lesson.stdout)
        // The current exercise moved on: girls, which has no file.
        XCTAssertTrue(try sqlab(["check"]).stdout.hasPrefix("No answer to girls yet"))
        // An exercise further on, checked by name: what comes after it is shown with its lesson
        // (sqlab next alone shows the current one, girls).
        let insert = folder.appendingPathComponent("answers/03-inserting-rows/named-insert.sql")
        try FileManager.default.createDirectory(at: insert.deletingLastPathComponent(), withIntermediateDirectories: true)
        try "INSERT INTO Class43 (Stu_ID, name, age) VALUES (5, 'Ben', 19);\n".write(to: insert, atomically: true, encoding: .utf8)
        let further = try sqlab(["check", "03", "named-insert"])
        XCTAssertEqual(further.status, 0, further.stdout + further.stderr)
        XCTAssertTrue(further.stdout.contains("Next: exercise auto-number of 03-inserting-rows. See it with sqlab next\n  03-inserting-rows;"), further.stdout)
        // The same in Chinese.
        let zh = try sqlab(["check", "--lang", "zh"])
        XCTAssertTrue(zh.stdout.hasPrefix("girls 还没有答案：写在 answers/01-first-steps/girls.sql 里"), zh.stdout)
    }

    func testTheAnswerFileStateTellsCommentsFromSQL() throws {
        let folder = try CLI.temporaryFolder(self)
        func state(_ text: String) throws -> AnswerFileState {
            let file = folder.appendingPathComponent("a.sql")
            try text.write(to: file, atomically: true, encoding: .utf8)
            return CourseModel.answerState(atPath: file.path)
        }
        XCTAssertEqual(CourseModel.answerState(atPath: folder.appendingPathComponent("none.sql").path), .missing)
        XCTAssertEqual(CourseModel.answerState(atPath: folder.path), .notRegular("a folder"))
        XCTAssertEqual(try state(""), .unanswered)
        XCTAssertEqual(try state("-- Exercise eighteen\n--\n/* write it below */\n ;\n"), .unanswered)
        XCTAssertEqual(try state("-- SELECT 1;\nSELECT 1"), .answered)
        XCTAssertEqual(try state("/* unclosed"), .unanswered)
        XCTAssertEqual(try state("x"), .answered)
    }

    /// Each global option of the command table gives the same output before the command's
    /// name as after it.
    /// A lesson without exercises has nothing to answer: watch says so as hint and check do
    /// (exit 2), and a course without any says that, not "every exercise has passed" (which
    /// watch said of a prose-only lesson), in both languages.
    func testWatchOnALessonWithoutExercisesSaysSo() throws {
        let folder = try CLI.temporaryFolder(self)
        let lessons = folder.appendingPathComponent("lessons")
        try FileManager.default.createDirectory(at: lessons, withIntermediateDirectories: true)
        try "# Just prose\n\nSome text.\n\n```sql\nSELECT 1;\n```\n".write(to: lessons.appendingPathComponent("01-prose.md"), atomically: true, encoding: .utf8)
        for (language, lessonLine, courseLine) in [("en", "sqlab: 01-prose has no exercises", "The course has no exercises."),
                                                   ("zh", "sqlab：01-prose 这一课没有练习", "课程里没有练习。")] {
            let env = ["XDG_DATA_HOME": folder.appendingPathComponent("data").path, "LANG": language == "zh" ? "zh_CN.UTF-8" : "C.UTF-8"]
            for command in [["watch", "01"], ["hint", "01"], ["check", "01"]] {
                let result = try CLI.run(command, input: "q", environment: env, directory: folder)
                XCTAssertEqual(result.status, 2, "\(command): " + result.stdout + result.stderr)
                XCTAssertTrue(result.stderr.hasPrefix(lessonLine), "\(command): " + result.stderr)
                XCTAssertFalse(result.stdout.contains("Well done"), result.stdout)
            }
            let watch = try CLI.run(["watch"], input: "q", environment: env, directory: folder)
            XCTAssertEqual(watch.status, 0, watch.stderr)
            XCTAssertEqual(watch.stdout, courseLine + "\n")
        }
    }

    func testGlobalOptionsGoBeforeOrAfterTheCommand() throws {
        let (env, folder) = try setUp()
        let values = ["--lang": "zh", "--course": Self.lessons.path, "--timeout": "2"]
        XCTAssertEqual(Set(values.keys), Set(CommandTable.globalOptions.map(\.name)), "a value for each global option")
        for option in CommandTable.globalOptions {
            let value = values[option.name]!
            for command in [["next"], ["run", "01", "--no-pause"], ["explain", "19"], ["help"], ["progress"]] {
                let after = try CLI.run(command + [option.name, value], environment: env, directory: folder)
                let before = try CLI.run([option.name, value] + command, environment: env, directory: folder)
                let joined = try CLI.run(["\(option.name)=\(value)"] + command, environment: env, directory: folder)
                XCTAssertEqual(before.stdout + before.stderr, after.stdout + after.stderr, "\(option.name) before \(command)")
                XCTAssertEqual(joined.stdout, after.stdout, "\(option.name)= before \(command)")
                XCTAssertLessThan(before.status, 2, "\(command): \(before.stderr)")
            }
        }
        XCTAssertTrue(try CLI.run(["--lang", "zh", "next"], environment: env, directory: folder).stdout.contains("── 练习 eighteen"))
        // --lang is read by every command, version and lint too.
        XCTAssertEqual(try CLI.run(["--lang", "zh", "version"], environment: env, directory: folder).status, 0)
        // An unknown option before the command is the command's usage error, as after it.
        let bogus = try CLI.run(["--bogus", "next"], environment: env, directory: folder)
        XCTAssertEqual(bogus.status, 2)
        XCTAssertEqual(bogus.stderr, "sqlab: unknown option --bogus\n")
    }

    func testALessonThatDoesNotExistIsOneLineInTheLearnersLanguage() throws {
        let (env, folder) = try setUp()
        let fileLine = try NSRegularExpression(pattern: "^[^ ]+:[0-9]+:[0-9]+: ")
        for (arguments, expected) in [
            (["run", "99"], "sqlab: no lesson '99' in \(Self.lessons.path); sqlab home --all lists the lessons\n"),
            (["run", "frist-steps"], "sqlab: no lesson 'frist-steps' in \(Self.lessons.path) (did you mean 01-first-steps?); sqlab home --all lists the lessons\n"),
            (["next", "1:1"], "sqlab: no lesson '1:1' in \(Self.lessons.path); sqlab home --all lists the lessons\n"),
            (["run", "99", "--lang", "zh"], "sqlab：\(Self.lessons.path) 里没有“99”这一课；sqlab home --all 列出全部课程\n"),
            (["check", "0-", "--lang", "zh"], "sqlab：\(Self.lessons.path) 里没有“0-”这一课；sqlab home --all 列出全部课程\n"),
            (["explain", "SQLITE_CONSTRAIN", "--lang", "zh"], "sqlab：未知的结果码“SQLITE_CONSTRAIN”（你是不是想写 SQLITE_CONSTRAINT？）；sqlab explain 列出全部结果码\n"),
        ] {
            let result = try CLI.run(arguments, environment: env, directory: folder)
            XCTAssertEqual(result.status, 2, "\(arguments)")
            XCTAssertEqual(result.stderr, expected, "\(arguments)")
            XCTAssertNil(fileLine.firstMatch(in: result.stderr, range: NSRange(result.stderr.startIndex..., in: result.stderr)), result.stderr)
        }
        // A lesson's number, and the start of its id.
        XCTAssertTrue(try CLI.run(["run", "1", "--no-pause"], environment: env, directory: folder).stdout.hasPrefix("Lesson 01-first-steps"))
        XCTAssertTrue(try CLI.run(["next", "4"], environment: env, directory: folder).stdout.contains("04-select-and-where"))
        // An exercise the lesson does not have: the same, in the learner's language.
        let zh = try CLI.run(["check", "01", "nosuch", "--answer", "-", "--lang", "zh"], input: "SELECT 1;", environment: env, directory: folder)
        XCTAssertEqual(zh.stderr, "sqlab：01-first-steps 这一课没有练习“nosuch”\n")
        // A diagnostic keeps its FILE:LINE:COLUMN: and has the learner's language after it.
        let marker = try CLI.run(["check", "01", "--answer", "-", "--lang", "zh"], input: "-- exercise: nosuch\nSELECT 1;\n", environment: env, directory: folder)
        XCTAssertTrue(marker.stderr.hasPrefix("<stdin>:1:1: 警告：这一课没有练习“nosuch”；这个答案不检查\n"), marker.stderr)
        // No course anywhere: the home's one line, whatever the command.
        let nowhere = ["XDG_DATA_HOME": folder.appendingPathComponent("data").path]
        for arguments in [["run", "01"], ["check", "01", "eighteen", "--answer", "-"], ["next", "01"]] {
            let result = try CLI.run(arguments, environment: nowhere, directory: folder)
            XCTAssertEqual(result.stderr, "sqlab: no course here: cd to one, set SQLAB_COURSE=DIR, or run make install\n", "\(arguments)")
        }
    }

    /// On a 24-line terminal the home (23 lines and the prompt's) shows the current lesson with
    /// its exercises and the lessons around it; `home --all` every lesson and exercise.
    func testTheHomeFitsTwentyFourRows() throws {
        let (env, folder) = try setUp()
        let lessonCount = try FileManager.default.contentsOfDirectory(atPath: Self.lessons.path).filter { $0.hasSuffix(".md") }.count
        for language in ["en", "zh"] {
            let home = try CLI.run(["--lang", language], environment: env, directory: folder).stdout
            let lines = home.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
            XCTAssertLessThanOrEqual(lines.count, 23, home)
            XCTAssertTrue(home.contains("eighteen") && home.contains(" ←"), home)
            XCTAssertTrue(home.contains("sqlab home --all"), home)
            XCTAssertTrue(home.contains("sqlab next"), home)
            let all = try CLI.run(["home", "--all", "--lang", language], environment: env, directory: folder).stdout
            XCTAssertGreaterThan(all.split(separator: "\n").count, 40)
            XCTAssertTrue(all.contains("14-changing-with-subqueries") && !all.contains("sqlab home --all"), all)
            XCTAssertEqual(all.split(separator: "\n").filter { $0.contains("-") && $0.hasPrefix("  ") && !$0.hasPrefix("   ") && $0.dropFirst(2).first?.isNumber == true }.count,
                           lessonCount, all)
        }
        // Further on in the course, the window follows the current lesson.
        let store = try ProgressStore(path: ProgressStore.defaultPath(environment: env))
        for lesson in try FileManager.default.contentsOfDirectory(atPath: Self.lessons.path).filter({ $0.hasSuffix(".md") }).sorted().prefix(6) {
            for exercise in try LessonParser.parse(contentsOf: Self.lessons.appendingPathComponent(lesson).path).exercises {
                try store.recordAttempt(lesson: String(lesson.dropLast(3)), exercise: exercise.id, passed: true)
            }
        }
        let later = try CLI.run([], environment: env, directory: folder).stdout
        XCTAssertLessThanOrEqual(later.split(separator: "\n", omittingEmptySubsequences: false).count - 1, 23, later)
        XCTAssertTrue(later.contains("Next: exercise") && later.contains("of 07-order-limit-offset"), later)
        XCTAssertTrue(later.contains("06-delete-and-drop") && later.contains("08-aggregates-and-groups"), later)
        // next on a lesson that is done says so, then shows what comes next.
        let done = try CLI.run(["next", "01"], environment: env, directory: folder).stdout
        XCTAssertTrue(done.hasPrefix("01-first-steps is done: all 6 of its exercises have passed. Next:\nLesson 07-order-limit-offset"), done)
        let zhDone = try CLI.run(["next", "01", "--lang", "zh"], environment: env, directory: folder).stdout
        XCTAssertTrue(zhDone.hasPrefix("01-first-steps 已经完成：6 道练习都通过了。下一道："), zhDone)
        // hint LESSON: its first exercise not passed.
        XCTAssertTrue(try CLI.run(["hint", "07"], environment: env, directory: folder).stdout.hasPrefix("Hint 1 of"))
    }

    /// A course folder holding a symbolic link that leads nowhere, one that leads round in a
    /// loop, and one to a folder: every course command goes on with the other lessons or names
    /// the file, and none ends with a signal (Course.locate looked such a lesson up forever).
    func testBrokenLinksInTheCourseFolderEndNoCommand() throws {
        let folder = try CLI.temporaryFolder(self)
        let course = folder.appendingPathComponent("course")
        let fm = FileManager.default
        try fm.createDirectory(at: course, withIntermediateDirectories: true)
        try fm.copyItem(at: Self.lessons.appendingPathComponent("01-first-steps.md"), to: course.appendingPathComponent("01-first-steps.md"))
        try fm.createSymbolicLink(atPath: course.appendingPathComponent("02-dangling.md").path, withDestinationPath: "/nonexistent/02.md")
        try fm.createSymbolicLink(atPath: course.appendingPathComponent("03-loop.md").path, withDestinationPath: "03-loop.md")
        try fm.createDirectory(at: folder.appendingPathComponent("a-folder"), withIntermediateDirectories: true)
        try fm.createSymbolicLink(atPath: course.appendingPathComponent("04-folder.md").path, withDestinationPath: folder.appendingPathComponent("a-folder").path)
        let env = ["XDG_DATA_HOME": folder.appendingPathComponent("data").path, "SQLAB_COURSE": course.path]
        for arguments in [[], ["home", "--all"], ["next"], ["hint"], ["check"], ["check", "01"], ["watch"], ["repl", "01"], ["run", "01", "--no-pause"],
                          ["run", "02"], ["run", "03-loop"], ["next", "04"], ["hint", "02-dangling"], ["check", "03"], ["watch", "04"], ["repl", "02"]] {
            let result = try CLI.run(arguments, input: "q\n", environment: env, directory: folder)
            XCTAssertNil(result.signal, "\(arguments) ended with signal \(result.signal ?? 0)")
            XCTAssertLessThan(result.status, 128, "\(arguments) ended with a signal")
            if let named = arguments.dropFirst().first, let number = Int(named.prefix(2)), number > 1 {
                XCTAssertEqual(result.status, 2, "\(arguments): \(result.stdout)\(result.stderr)")
                XCTAssertTrue(result.stderr.contains(course.path + "/0\(number)-"), "\(arguments): \(result.stderr)")
            }
        }
        let home = try CLI.run([], environment: env, directory: folder)
        XCTAssertTrue(home.stdout.contains("01-first-steps") && home.stdout.contains("02-dangling.md"), home.stdout)
    }

    /// A lesson with several problems: each on a line of its own, as editors read them.
    func testEveryProblemOfALessonIsALineOfItsOwn() throws {
        let folder = try CLI.temporaryFolder(self)
        let lesson = folder.appendingPathComponent("two.md")
        try "# T\n\n```sql expect=SQLITE_CONSTRAIN\nSELECT 1;\n```\n\n```sql expect=SQLITE_MISUS\nSELECT 2;\n```\n".write(to: lesson, atomically: true, encoding: .utf8)
        for arguments in [["run", lesson.path, "--no-pause"], ["next", lesson.path], ["hint", lesson.path]] {
            let result = try CLI.run(arguments, environment: ["XDG_DATA_HOME": folder.appendingPathComponent("data").path], directory: folder)
            XCTAssertEqual(result.status, 2, "\(arguments)")
            let lines = result.stderr.split(separator: "\n")
            XCTAssertEqual(lines.count, 2, "\(arguments): \(result.stderr)")
            XCTAssertTrue(lines.allSatisfy { $0.hasPrefix(lesson.path + ":") }, result.stderr)
        }
    }
}

/// The course folder's order is the contract's (LESSON-FORMAT.md, "Where lessons are found"):
/// --course, then $SQLAB_COURSE, then ./lessons, then the installed course.
final class CourseOrderTests: XCTestCase {
    func testTheFlagThenTheVariableThenTheWorkingFolder() throws {
        let dir = try CLI.temporaryFolder(self)
        func course(_ name: String, _ id: String) throws -> URL {
            let folder = dir.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data("# Lesson \(id)\n\nProse.\n".utf8).write(to: folder.appendingPathComponent("\(id).md"))
            return folder
        }
        let work = dir.appendingPathComponent("work")
        _ = try course("work/lessons", "01-here")
        let env = try course("env", "02-env")
        let flag = try course("flag", "03-flag")
        let data = ["XDG_DATA_HOME": dir.appendingPathComponent("data").path]
        let here = try CLI.run(["run", "01", "--no-pause"], environment: data, directory: work)
        XCTAssertTrue(here.stdout.contains("Lesson 01-here"), here.stdout + here.stderr)
        let variable = try CLI.run(["run", "02", "--no-pause"], environment: data.merging(["SQLAB_COURSE": env.path]) { $1 }, directory: work)
        XCTAssertTrue(variable.stdout.contains("Lesson 02-env"), variable.stdout + variable.stderr)
        let shadowed = try CLI.run(["run", "01", "--no-pause"], environment: data.merging(["SQLAB_COURSE": env.path]) { $1 }, directory: work)
        XCTAssertEqual(shadowed.status, 2, "the variable wins over ./lessons: \(shadowed.stdout)")
        let flagged = try CLI.run(["run", "03", "--no-pause", "--course", flag.path], environment: data.merging(["SQLAB_COURSE": env.path]) { $1 }, directory: work)
        XCTAssertTrue(flagged.stdout.contains("Lesson 03-flag"), flagged.stdout + flagged.stderr)
    }
}
