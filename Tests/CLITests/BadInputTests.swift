import Foundation
import XCTest
@testable import SQLabCommands

/// Every command of sqlab, run as a process through one table of bad inputs: a missing file, a
/// directory where a file belongs, a file where a directory belongs, a path that cannot be
/// opened (a path under a regular file fails with `ENOTDIR`, also for root, who reads any
/// file whatever its mode), a named pipe where a file or folder belongs (opening one to read
/// waits for a writer for ever), and arguments the command does not know.
///
/// Each must print exactly one line on standard error naming the path (or the argument), and
/// exit 2 (the contract: the job could not be done). A status of 128 or more is a signal or a
/// Swift runtime trap, and fails at once whatever the case expected.
final class BadInputTests: XCTestCase {
    /// One bad input: the words after `sqlab`, the word the error line must hold, and the
    /// environment and working directory to run in (`{T}` is the test's folder).
    struct Case {
        let arguments: [String]
        let names: String
        var environment: [String: String] = [:]
        /// Set up the working directory before this case (relative to `{T}`).
        var prepare: ((URL) throws -> Void)?

        init(_ arguments: [String], names: String, environment: [String: String] = [:], prepare: ((URL) throws -> Void)? = nil) {
            self.arguments = arguments
            self.names = names
            self.environment = environment
            self.prepare = prepare
        }
    }

    /// Every command and the bad inputs it is given. A command added to sqlab without a row
    /// here fails `testEveryCommandHasBadInputs`.
    static func cases(_ t: URL) -> [String: [Case]] {
        let missing = t.appendingPathComponent("missing.md").path
        let folder = t.appendingPathComponent("folder").path
        let plain = t.appendingPathComponent("plain").path
        let underFile = t.appendingPathComponent("plain/x.md").path
        let lesson = t.appendingPathComponent("lesson.md").path
        let answer = t.appendingPathComponent("answer.sql").path
        let submissions = t.appendingPathComponent("submissions").path
        let pipe = t.appendingPathComponent("pipe.md").path, pipeSQL = t.appendingPathComponent("pipe.sql").path
        let out = t.appendingPathComponent("out").path
        return [
            // A named pipe for every path a command reads (made by `fixture`).
            "pipes": [
                Case(["run", pipe], names: pipe), Case(["check", pipe, "--answer", answer], names: pipe),
                Case(["check", lesson, "eighteen", "--answer", pipeSQL], names: pipeSQL), Case(["hint", pipe, "1"], names: pipe),
                Case(["next", pipe], names: pipe), Case(["watch", pipe], names: pipe), Case(["repl", pipe], names: pipe),
                Case(["explain", pipeSQL], names: pipeSQL), Case(["test", pipe], names: pipe),
                Case(["grade", pipe, submissions, "-o", out], names: pipe), Case(["grade", lesson, pipe, "-o", out], names: pipe),
                Case(["grade", lesson, submissions, "-o", out, "--roster", pipe], names: pipe),
                Case(["grade", lesson, submissions, "-o", pipe], names: pipe),
                Case(["grade", "--merge", pipe, "-o", out], names: pipe),
                Case(["autograder", "gradescope", pipe, "-o", out], names: pipe),
                Case(["--course", pipe], names: pipe),
            ],
            "run": [
                Case(["run", missing], names: missing),
                Case(["run", folder], names: folder),
                Case(["run", underFile], names: underFile),
                Case(["run", lesson, "--bogus"], names: "--bogus"),
            ],
            "check": [
                Case(["check", missing, "--answer", answer], names: missing),
                Case(["check", folder, "--answer", answer], names: folder),
                Case(["check", underFile, "--answer", answer], names: underFile),
                Case(["check", lesson, "--answer", t.appendingPathComponent("missing.sql").path], names: "missing.sql"),
                Case(["check", lesson, "--answer", folder], names: folder),
                Case(["check", lesson, "--answer", t.appendingPathComponent("plain/x.sql").path], names: "plain/x.sql"),
                Case(["check", lesson, "--answer", answer, "--bogus"], names: "--bogus"),
                // A lesson of prose alone (it ended sqlab with a trap, status 132).
                Case(["check", t.appendingPathComponent("93-prose.md").path], names: "93-prose") { t in
                    try "# Prose\n\nJust prose.\n".write(to: t.appendingPathComponent("93-prose.md"), atomically: true, encoding: .utf8)
                },
            ],
            "hint": [
                Case(["hint", missing, "1"], names: missing),
                Case(["hint", folder, "1"], names: folder),
                Case(["hint", underFile, "1"], names: underFile),
                Case(["hint", lesson, "eighteen", "--bogus"], names: "--bogus"),
                Case(["hint", lesson, "eighteen"], names: plain, environment: ["XDG_DATA_HOME": plain]),
            ],
            "next": [
                Case(["next", missing], names: missing),
                Case(["next", folder], names: folder),
                Case(["next", underFile], names: underFile),
                Case(["next", lesson, "--bogus"], names: "--bogus"),
                Case(["next", lesson], names: plain, environment: ["XDG_DATA_HOME": plain]),
            ],
            "watch": [
                Case(["watch", missing], names: missing),
                Case(["watch", folder], names: folder),
                Case(["watch", underFile], names: underFile),
                Case(["watch", lesson, "--bogus"], names: "--bogus"),
                // The case: a file named `answers` where watch keeps its folder.
                Case(["watch", lesson], names: "answers", prepare: { work in
                    try "not a folder\n".write(to: work.appendingPathComponent("answers"), atomically: true, encoding: .utf8)
                }),
                Case(["watch", lesson], names: plain, environment: ["XDG_DATA_HOME": plain]),
            ],
            "lab": [
                Case(["lab", "--bogus"], names: "--bogus"),
                Case(["lab", "--lang", "xx"], names: "--lang"),
                Case(["lab", "--timeout", "soon"], names: "--timeout"),
                // The scratch folder cannot be made: the temporary folder is a regular file.
                Case(["lab"], names: plain, environment: ["TMPDIR": plain]),
            ],
            "repl": [
                Case(["repl", missing], names: missing),
                Case(["repl", folder], names: folder),
                Case(["repl", underFile], names: underFile),
                Case(["repl", "--bogus"], names: "--bogus"),
                Case(["repl", lesson], names: plain, environment: ["XDG_DATA_HOME": plain]),
            ],
            "progress": [
                Case(["progress"], names: plain, environment: ["XDG_DATA_HOME": plain]),
                Case(["progress"], names: "progress.sqlite", environment: ["XDG_DATA_HOME": t.appendingPathComponent("store-is-folder").path],
                     prepare: { work in
                         try FileManager.default.createDirectory(at: work.appendingPathComponent("store-is-folder/sqlab/progress.sqlite"),
                                                                 withIntermediateDirectories: true)
                     }),
                Case(["progress", "--bogus"], names: "--bogus"),
            ],
            "explain": [
                Case(["explain", "--bogus"], names: "--bogus"),
                Case(["explain", "SQLITE_NO_SUCH_CODE"], names: "SQLITE_NO_SUCH_CODE"),
            ],
            "lint": [
                Case(["lint", missing], names: missing),
                Case(["lint", underFile], names: underFile),
                Case(["lint", lesson, "--bogus"], names: "--bogus"),
            ],
            "grade": [
                Case(["grade", missing, submissions, "-o", t.appendingPathComponent("out").path], names: missing),
                Case(["grade", folder, submissions, "-o", t.appendingPathComponent("out").path], names: folder),
                Case(["grade", lesson, t.appendingPathComponent("missing-folder").path, "-o", t.appendingPathComponent("out").path],
                     names: "missing-folder"),
                Case(["grade", lesson, plain, "-o", t.appendingPathComponent("out").path], names: plain),
                Case(["grade", lesson, submissions, "-o", plain], names: plain),
                // Reports inside the hand-ins would be graded as a student on the next run.
                Case(["grade", lesson, submissions, "-o", t.appendingPathComponent("submissions/graded").path], names: "submissions/graded"),
                Case(["grade", lesson, submissions, "-o", submissions], names: submissions),
                Case(["grade", lesson, submissions, "-o", t.appendingPathComponent("plain/out").path], names: "plain/out"),
                Case(["grade", "--merge", t.appendingPathComponent("missing.sqlite").path, "-o", t.appendingPathComponent("out").path],
                     names: "missing.sqlite"),
                Case(["grade", "--merge", folder, "-o", t.appendingPathComponent("out").path], names: folder),
                Case(["grade", lesson, submissions, "--bogus"], names: "--bogus"),
                Case(["grade", lesson, submissions, "-o", t.appendingPathComponent("out").path, "--encoding", "NO-SUCH"], names: "NO-SUCH"),
                Case(["grade", lesson, submissions, "-o", t.appendingPathComponent("out").path, "--roster", t.appendingPathComponent("missing.csv").path],
                     names: "missing.csv"),
                Case(["grade", lesson, submissions, "-o", t.appendingPathComponent("out").path, "--only", "nobody"], names: "nobody"),
                Case(["grade", lesson, submissions, "-o", t.appendingPathComponent("out").path, "--visibility", "sometimes"], names: "--visibility"),
                // A damaged grading database where the output folder keeps it, or given to merge.
                Case(["grade", lesson, submissions, "-o", t.appendingPathComponent("damaged").path], names: "damaged/grading.sqlite") { t in
                    try FileManager.default.createDirectory(at: t.appendingPathComponent("damaged"), withIntermediateDirectories: true)
                    try Data((0..<5000).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) }).write(to: t.appendingPathComponent("damaged/grading.sqlite"))
                },
                Case(["grade", "--merge", t.appendingPathComponent("junk.sqlite").path, "-o", t.appendingPathComponent("out").path], names: "junk.sqlite") { t in
                    try Data((0..<3000).map { UInt8(truncatingIfNeeded: $0 &* 13 &+ 7) }).write(to: t.appendingPathComponent("junk.sqlite"))
                },
                // A reference that fails on the lesson's data: every student would score 0.
                Case(["grade", t.appendingPathComponent("broken-ref.md").path, submissions, "-o", t.appendingPathComponent("out").path],
                     names: "broken-ref.md:10") { t in
                    try "# T\n\n```sql setup\nCREATE TABLE t(a);\n```\n\nQ.\n\n```sql exercise id=e1\nSELECT b FROM t;\n```\n"
                        .write(to: t.appendingPathComponent("broken-ref.md"), atomically: true, encoding: .utf8)
                },
            ],
            "autograder": [
                Case(["autograder", "gradescope", missing, "-o", t.appendingPathComponent("out").path], names: missing),
                Case(["autograder", "gradescope", folder, "-o", t.appendingPathComponent("out").path], names: folder),
                Case(["autograder", "gradescope", lesson, "-o", plain], names: plain),
                Case(["autograder", "github-classroom", lesson, "-o", t.appendingPathComponent("plain/out").path], names: "plain/out"),
                Case(["autograder", "blackboard", lesson, "-o", t.appendingPathComponent("out").path], names: "blackboard"),
                Case(["autograder", "gradescope", lesson, "-o", t.appendingPathComponent("out").path, "--encoding", "NO-SUCH"], names: "NO-SUCH"),
                Case(["autograder", "gradescope", lesson, "--bogus"], names: "--bogus"),
                Case(["autograder", "bogus"], names: "autograder"),
                Case(["autograder", "gradescope", lesson, "-o", t.appendingPathComponent("out").path, "--bogus"], names: "--bogus"),
            ],
            "test": [
                Case(["test", t.appendingPathComponent("missing.test").path], names: "missing.test"),
                Case(["test", folder], names: folder),
                Case(["test", t.appendingPathComponent("plain/x.test").path], names: "plain/x.test"),
                Case(["test", "--bogus"], names: "--bogus"),
            ],
            "home": [
                Case(["--course", t.appendingPathComponent("missing-course").path], names: "missing-course"),
                Case(["--course", plain], names: plain),
                Case(["--course", t.appendingPathComponent("plain/course").path], names: "plain/course"),
                Case(["--bogus"], names: "--bogus"),
            ],
            "help": [
                Case(["help", "--bogus"], names: "--bogus"),
                Case(["help", "bogus"], names: "bogus"),
            ],
            "version": [
                Case(["version", "--bogus"], names: "--bogus"),
            ],
            "unknown": [
                Case(["bogus"], names: "bogus"),
            ],
        ]
    }

    /// The test's folder: a lesson, an answer, a submissions folder, a regular file `plain`, an
    /// empty folder `folder`.
    func fixture() throws -> URL {
        let t = try CLI.temporaryFolder(self)
        let lesson = CLI.packageRoot.appendingPathComponent("lessons/01-first-steps.md")
        try FileManager.default.copyItem(at: lesson, to: t.appendingPathComponent("lesson.md"))
        try "SELECT 1;\n".write(to: t.appendingPathComponent("answer.sql"), atomically: true, encoding: .utf8)
        try "a regular file\n".write(to: t.appendingPathComponent("plain"), atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(at: t.appendingPathComponent("folder"), withIntermediateDirectories: true)
        let submissions = t.appendingPathComponent("submissions")
        try FileManager.default.createDirectory(at: submissions, withIntermediateDirectories: true)
        try "SELECT 1;\n".write(to: submissions.appendingPathComponent("ada.sql"), atomically: true, encoding: .utf8)
        XCTAssertEqual(mkfifo(t.appendingPathComponent("pipe.md").path, 0o600), 0)
        XCTAssertEqual(mkfifo(t.appendingPathComponent("pipe.sql").path, 0o600), 0)
        return t
    }

    func testEveryCommandHasBadInputs() throws {
        let listed = Set(BadInputTests.cases(URL(fileURLWithPath: "/t")).keys)
        let commands = Set(CommandTable.all.filter { !$0.isHidden || $0.name == "version" }.map { $0.name.isEmpty ? "home" : $0.name })
        XCTAssertTrue(commands.isSubset(of: listed), "commands without bad inputs: \(commands.subtracting(listed).sorted())")
    }

    func testEveryCommandRefusesBadInputWithOneLineAndStatus2() throws {
        for (command, cases) in BadInputTests.cases(URL(fileURLWithPath: "/t")).sorted(by: { $0.key < $1.key }) {
            for index in cases.indices {
                // A fresh folder per case, so that what one case leaves cannot hide another's.
                let t = try fixture()
                let item = BadInputTests.cases(t)[command]![index]
                try item.prepare?(t)
                let result = try CLI.run(item.arguments, environment: item.environment, directory: t, limit: 60)
                let shown = "sqlab " + item.arguments.joined(separator: " ")
                XCTAssertNil(result.signal, "\(shown): ended by signal \(result.signal ?? 0) (a trap?)\n\(result.stderr)")
                XCTAssertLessThan(result.status, 128, "\(shown): ended by a signal or a trap (\(result.status))\n\(result.stderr)")
                XCTAssertEqual(result.status, 2, "\(shown): exit \(result.status)\n\(result.stdout)\(result.stderr)")
                let lines = result.stderr.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
                XCTAssertEqual(lines.count, 1, "\(shown): standard error should be one line:\n\(result.stderr)")
                XCTAssertTrue(result.stderr.contains(item.names), "\(shown): the message does not name \(item.names):\n\(result.stderr)")
            }
        }
    }
}
