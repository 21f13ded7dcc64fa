import Foundation
import XCTest
@testable import SQLabCommands
@testable import SQLabText

/// `sqlab autograder`: the Gradescope package run end to end against a fake /autograder tree
/// (AUTOGRADER_ROOT moves it), and the GitHub Classroom workflow's command run on a fake
/// student repository.
final class AutograderTests: XCTestCase {
    static let lesson = CLI.packageRoot.appendingPathComponent("lessons/01-first-steps.md").path

    func bash(_ script: String, _ arguments: [String], environment: [String: String], directory: URL) throws -> (Int32, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = [script] + arguments
        process.environment = ["PATH": "/usr/bin:/bin", "HOME": CLI.scratchHome].merging(environment) { $1 }
        process.currentDirectoryURL = directory
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }

    /// Gradescope's harness, as its documentation describes it: the zip's contents in
    /// ROOT/source, the student's files in ROOT/submission, run_autograder run in ROOT.
    func runGradescope(_ package: URL, submission: [String: String], in dir: URL) throws -> [String: Any] {
        let root = dir.appendingPathComponent("autograder-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: package, to: root.appendingPathComponent("source"))
        for (name, text) in submission {
            let url = root.appendingPathComponent("submission/" + name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        try FileManager.default.createDirectory(at: root.appendingPathComponent("submission"), withIntermediateDirectories: true)
        let script = root.appendingPathComponent("source/run_autograder").path
        XCTAssertTrue(FileManager.default.isExecutableFile(atPath: script))
        let (status, output) = try bash(script, [], environment: ["AUTOGRADER_ROOT": root.path], directory: root)
        XCTAssertEqual(status, 0, output)
        let data = try Data(contentsOf: root.appendingPathComponent("results/results.json"))
        return try JSONSerialization.jsonObject(with: data) as! [String: Any]
    }

    func testGradescopePackageRunsEndToEnd() throws {
        let dir = try CLI.temporaryFolder(self)
        let package = dir.appendingPathComponent("package")
        let made = try CLI.run(["autograder", "gradescope", Self.lesson, "-o", package.path, "--visibility", "after_due_date", "--feedback", "summary"])
        XCTAssertEqual(made.status, 0, made.stderr)
        for name in ["setup.sh", "run_autograder", "01-first-steps.md", "bin/sqlab"] {
            XCTAssertTrue(FileManager.default.fileExists(atPath: package.appendingPathComponent(name).path), name)
        }
        // The Swift runtime the binary loads is beside it, and enough: the loader, told to
        // ignore the binary's RUNPATH (the toolchain's folder, which Gradescope's image lacks),
        // runs it from bin/ alone.
        let bin = package.appendingPathComponent("bin")
        let libraries = try FileManager.default.contentsOfDirectory(atPath: bin.path).filter { $0.hasPrefix("lib") }
        XCTAssertTrue(libraries.contains("libswiftCore.so"), "\(libraries)")
        XCTAssertTrue(made.stdout.contains("Swift runtime libraries it loads"), made.stdout)
        let loader = "/lib64/ld-linux-x86-64.so.2"
        if FileManager.default.fileExists(atPath: loader) {
            let alone = try bash("-c", ["\(loader) --inhibit-rpath '' --library-path \(bin.path) \(bin.path)/sqlab --version"], environment: [:], directory: dir)
            XCTAssertEqual(alone.0, 0, alone.1)
            XCTAssertTrue(alone.1.hasPrefix("sqlab "), alone.1)
        }
        let syntax = try bash("-n", [package.appendingPathComponent("setup.sh").path], environment: [:], directory: dir)
        XCTAssertEqual(syntax.0, 0, syntax.1)

        // A student who answered two exercises right, one wrong, in a CRLF file with a BOM.
        let answers = "\u{FEFF}-- exercise: eighteen\r\nSELECT name FROM Class43 WHERE age = 18;\r\n--exercise:older\r\nSELECT name FROM Class43 WHERE age > 18;\r\n-- exercise: girls\r\nSELECT * FROM Class43 WHERE gender = 'F';\r\n"
        let results = try runGradescope(package, submission: ["answers.sql": answers], in: dir)
        XCTAssertEqual(results["score"] as? Double, 2)
        XCTAssertEqual(results["visibility"] as? String, "after_due_date")
        XCTAssertEqual(results["stdout_visibility"] as? String, "hidden")
        let tests = try XCTUnwrap(results["tests"] as? [[String: Any]])
        XCTAssertEqual(tests.map { $0["name"] as? String }, ["eighteen", "older", "girls", "birthday", "second-page", "remove-young"])
        XCTAssertEqual(tests.map { $0["score"] as? Double }, [1, 0, 1, 0, 0, 0])
        XCTAssertEqual(tests.map { $0["max_score"] as? Double }, [1, 1, 1, 1, 1, 1])
        XCTAssertEqual(tests.map { $0["status"] as? String }, ["passed", "failed", "passed", "failed", "failed", "failed"])
        XCTAssertTrue(tests.allSatisfy { $0["visibility"] as? String == "after_due_date" })
        XCTAssertTrue((tests[1]["output"] as? String ?? "").contains("older"), "\(tests[1])")
        XCTAssertFalse("\(results)".contains("on lesson"), "the lesson keeps its id: \(results)")
        XCTAssertEqual(tests.map { $0["number"] as? String }, ["1", "2", "3", "4", "5", "6"])

        // ID.sql files, the other way students hand in.
        let files = try runGradescope(package, submission: ["eighteen.sql": "SELECT name FROM Class43 WHERE age = 18;\n",
                                                            "sub/OLDER.SQL": "SELECT name, age FROM Class43 WHERE age > 18;\n"], in: dir)
        XCTAssertEqual(files["score"] as? Double, 2)

        // A hand-in of the wrong type: 0, and the note in the top-level output.
        let wrong = try runGradescope(package, submission: ["answers.docx": "PK"], in: dir)
        XCTAssertEqual(wrong["score"] as? Double, 0)
        XCTAssertTrue((wrong["output"] as? String ?? "").contains("a Word document"), "\(wrong)")

        // sqlab failing altogether still leaves a results.json that says so.
        let broken = dir.appendingPathComponent("broken")
        try FileManager.default.copyItem(at: package, to: broken)
        try "# not a lesson".write(to: broken.appendingPathComponent("01-first-steps.md"), atomically: true, encoding: .utf8)
        let failed = try runGradescope(broken, submission: ["answers.sql": answers], in: dir)
        XCTAssertEqual(failed["score"] as? Double, 0)
        XCTAssertTrue((failed["output"] as? String ?? "").contains("could not grade"), "\(failed)")
    }

    /// An autograder written with `--lang zh` gives the students Chinese feedback (Gradescope's
    /// image sets no LANG), and its could-not-grade result is Chinese too.
    func testAChineseAutograderGradesInChinese() throws {
        let dir = try CLI.temporaryFolder(self)
        let package = dir.appendingPathComponent("package")
        let lesson = CLI.packageRoot.appendingPathComponent("lessons/zh/01-first-steps.md").path
        XCTAssertEqual(try CLI.run(["autograder", "gradescope", lesson, "-o", package.path, "--lang", "zh"]).status, 0)
        let results = try runGradescope(package, submission: ["answers.sql": "-- exercise: eighteen\nSELECT name FROM Class43 WHERE age = 18;\n"], in: dir)
        let tests = try XCTUnwrap(results["tests"] as? [[String: Any]])
        XCTAssertTrue((tests[0]["output"] as? String ?? "").contains("通过"), "\(tests[0])")
        XCTAssertTrue((tests[1]["output"] as? String ?? "").contains("练习"), "\(tests[1])")
        let broken = dir.appendingPathComponent("broken")
        try FileManager.default.copyItem(at: package, to: broken)
        try "# not a lesson".write(to: broken.appendingPathComponent("01-first-steps.md"), atomically: true, encoding: .utf8)
        let failed = try runGradescope(broken, submission: ["answers.sql": "SELECT 1;\n"], in: dir)
        XCTAssertTrue((failed["output"] as? String ?? "").contains("自动评分器没能给这份提交评分"), "\(failed)")
        // The sentence is safe inside the script's printf and a JSON string.
        for language in Language.allCases {
            let text = Catalogue.text(.autograderCouldNotGrade, language, ["1"])
            XCTAssertFalse(text.contains { "'\"\\%".contains($0) }, text)
        }
    }

    func testGitHubClassroomWorkflowChecksTheStudentsRepository() throws {
        let dir = try CLI.temporaryFolder(self)
        let template = dir.appendingPathComponent("template")
        let made = try CLI.run(["autograder", "github-classroom", Self.lesson, "-o", template.path])
        XCTAssertEqual(made.status, 0, made.stderr)
        XCTAssertTrue(made.stdout.contains("Set the repository variable SQLAB_REPOSITORY"), made.stdout)
        var workflow = try String(contentsOf: template.appendingPathComponent(".github/workflows/sqlab.yml"), encoding: .utf8)
        XCTAssertFalse(workflow.contains("OWNER"), "no placeholder repository to clone")
        XCTAssertTrue(workflow.contains("SQLAB_REPOSITORY: ${{ vars.SQLAB_REPOSITORY }}"), workflow)
        let withURL = dir.appendingPathComponent("template-url")
        XCTAssertEqual(try CLI.run(["autograder", "github-classroom", Self.lesson, "-o", withURL.path, "--repository", "https://example.org/sqlab.git"]).status, 0)
        let written = try String(contentsOf: withURL.appendingPathComponent(".github/workflows/sqlab.yml"), encoding: .utf8)
        XCTAssertTrue(written.contains("repository=\"${SQLAB_REPOSITORY:-https://example.org/sqlab.git}\""), written)
        workflow = try String(contentsOf: template.appendingPathComponent(".github/workflows/sqlab.yml"), encoding: .utf8)
        // The workflow's own command, as the runner runs it, in a student's repository.
        let line = try XCTUnwrap(workflow.split(separator: "\n").first { $0.contains("run: sqlab check") })
        let command = String(line.split(separator: ":", maxSplits: 1)[1]).trimmingCharacters(in: .whitespaces)
        XCTAssertEqual(command, "sqlab check .sqlab/01-first-steps.md --answer answers.sql")
        // Written in Chinese, the students' check is Chinese.
        let zhTemplate = dir.appendingPathComponent("template-zh")
        XCTAssertEqual(try CLI.run(["autograder", "github-classroom", Self.lesson, "-o", zhTemplate.path, "--lang", "zh"]).status, 0)
        let zhWorkflow = try String(contentsOf: zhTemplate.appendingPathComponent(".github/workflows/sqlab.yml"), encoding: .utf8)
        XCTAssertTrue(zhWorkflow.contains("run: sqlab check .sqlab/01-first-steps.md --answer answers.sql --lang zh"), zhWorkflow)
        let repo = dir.appendingPathComponent("sql-lesson-one-ada")
        try FileManager.default.copyItem(at: template, to: repo)
        let path = CLI.binary.deletingLastPathComponent().path + ":/usr/bin:/bin"
        let script = dir.appendingPathComponent("step.sh")
        try (command + "\n").write(to: script, atomically: true, encoding: .utf8)
        try "-- exercise: eighteen\r\nSELECT name FROM Class43 WHERE age = 18;\r\n".write(to: repo.appendingPathComponent("answers.sql"), atomically: true, encoding: .utf8)
        let passed = try bash(script.path, [], environment: ["PATH": path], directory: repo)
        XCTAssertEqual(passed.0, 0, passed.1)
        XCTAssertTrue(passed.1.contains("Exercise eighteen: passed"), passed.1)
        try "-- exercise: eighteen\nSELECT name FROM Class43 WHERE age >= 18;\n".write(to: repo.appendingPathComponent("answers.sql"), atomically: true, encoding: .utf8)
        let failed = try bash(script.path, [], environment: ["PATH": path], directory: repo)
        XCTAssertEqual(failed.0, 1, "a wrong answer fails the job: \(failed.1)")
    }
}

/// A downloaded lesson's file name never becomes code in the generated scripts.
final class AutograderNameTests: XCTestCase {
    func testHostileLessonNamesAreMadeSafe() throws {
        let dir = try CLI.temporaryFolder(self)
        let lessons = dir.appendingPathComponent("lessons")
        try FileManager.default.createDirectory(at: lessons, withIntermediateDirectories: true)
        let hostile = lessons.appendingPathComponent("l;touch${IFS}$RUNNER_TEMP.pwned;${{ secrets.TOKEN }}#.md")
        try FileManager.default.copyItem(at: URL(fileURLWithPath: AutograderTests.lesson), to: hostile)
        let made = try CLI.run(["autograder", "github-classroom", hostile.path, "-o", dir.appendingPathComponent("gh").path])
        XCTAssertEqual(made.status, 0, made.stderr)
        let workflow = try String(contentsOf: dir.appendingPathComponent("gh/.github/workflows/sqlab.yml"), encoding: .utf8)
        let line = try XCTUnwrap(workflow.split(separator: "\n").first { $0.contains("run: sqlab check") })
        XCTAssertFalse(line.contains(";") || line.contains("$") || line.contains("{"), String(line))
        let package = dir.appendingPathComponent("gs")
        XCTAssertEqual(try CLI.run(["autograder", "gradescope", hostile.path, "-o", package.path]).status, 0)
        let script = try String(contentsOf: package.appendingPathComponent("run_autograder"), encoding: .utf8)
        let lessonLine = try XCTUnwrap(script.split(separator: "\n").first { $0.hasPrefix("LESSON=") })
        XCTAssertFalse(lessonLine.dropFirst(7).contains(where: { ";${}`'\"".contains($0) && $0 != "'" }) , String(lessonLine))
        XCTAssertTrue(lessonLine.hasPrefix("LESSON='l-touch--IFS--RUNNER_TEMP.pwned"), String(lessonLine))
        XCTAssertEqual(AutograderCommand.safeName("01-first-steps"), "01-first-steps")
        XCTAssertEqual(AutograderCommand.safeName("../x y"), "x-y")
        XCTAssertEqual(AutograderCommand.safeName("课"), "lesson")
    }
}
