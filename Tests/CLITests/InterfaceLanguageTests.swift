import Foundation
import XCTest
@testable import SQLabText
@testable import SQLabCommands
@testable import SQLabLessons

/// The whole interface as a learner meets it, in both languages, at 80 columns.
///
/// The commands come from the command table (`CommandTable.all`): every command for learners
/// must have command lines here (a command added to the table without them fails
/// `testEveryLearnerCommandOfTheTableIsCovered`). With `--lang zh` none of them prints an English
/// sentence outside SQL, identifiers and code names, while in English each prints some (so the
/// finder sees the kind of text each command writes). Every line of every lesson's `run`, `next`
/// and `check` feedback, the home and the other screens fits 80 display columns, and none starts
/// with closing Chinese punctuation. The usage errors, refused paths and bad values of every
/// command of the table, teachers' commands too (`usageLines`), are Chinese with `--lang zh`.
final class InterfaceLanguageTests: XCTestCase {
    static let lessons = CLI.packageRoot.appendingPathComponent("lessons")

    /// One command line a learner runs: the command's name in the table, the words, the input.
    struct Line {
        let command: String
        let arguments: [String]
        var input = ""
        /// Run after the line before it (watch writes the answer file the next `check` reads).
        var before: ((URL) throws -> Void)?
    }

    /// The command lines of each learner command, in the order a learner meets them. Usage
    /// errors are among them: the table's command they were typed for.
    static func lines(_ language: String) -> [Line] {
        let answer = "answers/01-first-steps/eighteen.sql"
        return [
            Line(command: "", arguments: []),
            Line(command: "", arguments: ["home", "--all"]),
            Line(command: "", arguments: ["nxt"]),
            Line(command: "next", arguments: ["next"]),
            Line(command: "next", arguments: ["--lang", language, "next", "05"]),
            Line(command: "next", arguments: ["next", "a", "b"]),
            Line(command: "hint", arguments: ["hint"]),
            Line(command: "hint", arguments: ["hint"]),
            Line(command: "hint", arguments: ["hint"]),
            Line(command: "hint", arguments: ["hint", "01"]),
            Line(command: "check", arguments: ["check"]),
            Line(command: "check", arguments: ["check", "01", "eighteen", "--answer", "-"], input: "SELECT * FROM Class43 WHERE age = NULL;"),
            Line(command: "check", arguments: ["check", "01", "girls", "--answer", "-"], input: "SELECT name FROM Class43;"),
            Line(command: "check", arguments: ["check", "05", "--answer", "-"], input: "-- exercise: fix-hobby\nUPDATE Class43 SET hobby = 'x';\n"),
            Line(command: "check", arguments: ["check", "--answer", "x.sql"]),
            Line(command: "check", arguments: ["check", "01", "nosuch", "--answer", "-"], input: "SELECT 1;"),
            Line(command: "watch", arguments: ["watch", "01"], input: "h\nn\nl\n1\nq\n"),
            Line(command: "watch", arguments: ["watch", "--bogus"]),
            // The template watch wrote is no answer; then an answer in it.
            Line(command: "check", arguments: ["check"]),
            Line(command: "check", arguments: ["check"], before: { folder in
                try "SELECT name FROM Class43 WHERE age = 18;\n".write(to: folder.appendingPathComponent(answer), atomically: true, encoding: .utf8)
            }),
            Line(command: "check", arguments: ["check", "01"]),
            Line(command: "", arguments: []),
            Line(command: "repl", arguments: ["repl", "01"],
                 input: ".help\n.exercises\n.hint\nSELECT name FROM Class43 WHERE age = 18;\n.check\nSELECT * FROM nosuch;\n.quit\n"),
            Line(command: "lab", arguments: ["lab"], input: ".help\n.quit\n"),
            Line(command: "run", arguments: ["run", "01", "--no-pause"]),
            Line(command: "run", arguments: ["run"]),
            Line(command: "run", arguments: ["run", "99"]),
            Line(command: "run", arguments: ["run", "01", "--timeout", "0"]),
            Line(command: "explain", arguments: ["explain"]),
            Line(command: "explain", arguments: ["explain", "2067"]),
            Line(command: "explain", arguments: ["explain", "SQLITE_CONSTRAIN"]),
            Line(command: "progress", arguments: ["progress"]),
            Line(command: "help", arguments: ["help"]),
        ]
    }

    /// What each line printed: standard output and standard error.
    struct Shown {
        let line: Line
        let stdout: String
        let stderr: String
        var what: String { "sqlab " + line.arguments.joined(separator: " ") }
    }

    /// Runs every line in a folder of its own, with a progress store of its own, the course of
    /// the repository, and the language from `LANG`.
    func transcripts(_ language: String) throws -> [Shown] {
        let folder = try CLI.temporaryFolder(self)
        let env = ["XDG_DATA_HOME": folder.appendingPathComponent("data").path,
                   "LANG": language == "zh" ? "zh_CN.UTF-8" : "C.UTF-8", "SQLAB_COURSE": Self.lessons.path]
        var shown: [Shown] = []
        for line in Self.lines(language) {
            try line.before?(folder)
            let result = try CLI.run(line.arguments, input: line.input, environment: env, directory: folder)
            XCTAssertLessThan(result.status, 128, "\(line.arguments) ended with a signal")
            shown.append(Shown(line: line, stdout: result.stdout, stderr: result.stderr))
            if line.command == "watch", line.arguments.count == 2 {
                let template = try String(contentsOf: folder.appendingPathComponent("answers/01-first-steps/eighteen.sql"), encoding: .utf8)
                shown.append(Shown(line: Line(command: "watch", arguments: ["watch 01: the answer file it wrote"]), stdout: template, stderr: ""))
            }
        }
        return shown
    }

    /// The learner commands of the table: the names of the listed commands that are not for
    /// teachers.
    static var learnerCommands: Set<String> {
        Set(CommandTable.all.filter { !$0.isHidden && $0.audience == .learner }.map(\.name))
    }

    func testEveryLearnerCommandOfTheTableIsCovered() {
        let covered = Set(Self.lines("zh").map(\.command))
        XCTAssertEqual(Self.learnerCommands.subtracting(covered), [], "commands of the table with no command line here")
        XCTAssertEqual(covered.subtracting(Self.learnerCommands), [], "command lines for commands not in the table")
        // Each line runs the command it is listed under (or is a usage error of it).
        for line in Self.lines("zh") {
            let (name, _) = CommandTable.split(line.arguments)
            if let spec = CommandTable.named(name) { XCTAssertEqual(spec.name, line.command, "\(line.arguments)") }
        }
    }

    /// Lines of a Chinese screen that hold an English sentence (SQLite's own messages, quoted
    /// after `SQLite 说`, and typed SQL, after the REPL's prompt, aside).
    static func english(_ text: String) -> [String] {
        text.split(separator: "\n").flatMap { line -> [String] in
            if line.contains("SQLite 说") || line.hasPrefix("$") || line.hasPrefix("sqlab>") { return [] }
            return EnglishSentences.find(in: String(line))
        }
    }

    func testTheChineseInterfaceHoldsNoEnglishSentence() throws {
        let zh = try transcripts("zh")
        for shown in zh {
            XCTAssertEqual(Self.english(shown.stdout + "\n" + shown.stderr), [], "\(shown.what) --lang zh:\n\(shown.stdout)\(shown.stderr)")
        }
        // In English every command prints sentences the finder sees: it would see them in zh.
        var found: [String: Int] = [:]
        for shown in try transcripts("en") { found[shown.line.command, default: 0] += Self.english(shown.stdout + "\n" + shown.stderr).count }
        for command in Self.learnerCommands { XCTAssertGreaterThan(found[command] ?? 0, 0, "sqlab \(command) in English: no sentence found") }
    }

    /// A command line that cannot be done: a usage error, a path that is not there or is the
    /// wrong kind of file, a bad value. `command` is the table's command it was typed for.
    struct UsageLine {
        let command: String
        let arguments: [String]
    }

    /// Usage errors and refused paths of every command in the table, learners' and teachers'
    /// (`afile` is a file, `adir` a folder, `subs` a submissions folder with one hand-in).
    static let usageLines: [UsageLine] = [
            UsageLine(command: "grade", arguments: ["grade"]),
            UsageLine(command: "grade", arguments: ["grade", "01", "subs", "--format", "bogus"]),
            UsageLine(command: "grade", arguments: ["grade", "01", "subs", "--feedback", "bogus"]),
            UsageLine(command: "grade", arguments: ["grade", "01", "subs", "--jobs", "0"]),
            UsageLine(command: "grade", arguments: ["grade", "01", "subs", "--shard", "5/2"]),
            UsageLine(command: "grade", arguments: ["grade", "01", "subs", "--shard", "1/2", "--merge"]),
            UsageLine(command: "grade", arguments: ["grade", "01", "subs", "--roster-column", "x"]),
            UsageLine(command: "grade", arguments: ["grade", "01", "subs", "--visibility", "x"]),
            UsageLine(command: "grade", arguments: ["grade", "01", "subs", "--only", "alice", "--shard", "1/2"]),
            UsageLine(command: "grade", arguments: ["grade", "01", "subs", "--only", "nobody"]),
            UsageLine(command: "grade", arguments: ["grade", "01", "subs", "--bogus"]),
            UsageLine(command: "grade", arguments: ["grade", "01", "subs", "--encoding", "NOPE"]),
            UsageLine(command: "grade", arguments: ["grade", "01", "subs", "-o", "subs/out"]),
            UsageLine(command: "grade", arguments: ["grade", "01", "subs", "--roster", "nosuch.csv"]),
            UsageLine(command: "grade", arguments: ["grade", "01", "nosuch"]),
            UsageLine(command: "grade", arguments: ["grade", "01", "afile"]),
            UsageLine(command: "grade", arguments: ["grade", "--merge", "nosuch.sqlite", "-o", "out"]),
            UsageLine(command: "grade", arguments: ["grade", "--merge", "afile", "-o", "out"]),
            UsageLine(command: "grade", arguments: ["grade", "01", "subs", "-o", "afile"]),
            UsageLine(command: "autograder", arguments: ["autograder"]),
            UsageLine(command: "autograder", arguments: ["autograder", "bogus", "01", "-o", "out"]),
            UsageLine(command: "autograder", arguments: ["autograder", "gradescope", "01", "-o", "out", "--feedback", "x"]),
            UsageLine(command: "autograder", arguments: ["autograder", "gradescope", "01", "-o", "out", "--visibility", "x"]),
            UsageLine(command: "autograder", arguments: ["autograder", "gradescope", "01", "-o", "out", "--encoding", "NOPE"]),
            UsageLine(command: "autograder", arguments: ["autograder", "gradescope", "01", "-o", "afile"]),
            UsageLine(command: "lint", arguments: ["lint"]),
            UsageLine(command: "lint", arguments: ["lint", "nosuch"]),
            UsageLine(command: "lint", arguments: ["lint", "--bogus"]),
            UsageLine(command: "lint", arguments: ["lint", "adir", "--timeout", "0"]),
            UsageLine(command: "test", arguments: ["test"]),
            UsageLine(command: "test", arguments: ["test", "nosuch.test"]),
            UsageLine(command: "test", arguments: ["test", "adir"]),
            UsageLine(command: "test", arguments: ["test", "afile", "--format", "x"]),
            UsageLine(command: "lab", arguments: ["lab", "x"]),
            UsageLine(command: "lab", arguments: ["lab", "--bogus"]),
            UsageLine(command: "lab", arguments: ["lab", "--timeout", "0"]),
            UsageLine(command: "explain", arguments: ["explain", "1", "2"]),
            UsageLine(command: "explain", arguments: ["explain", "--bogus"]),
            UsageLine(command: "explain", arguments: ["explain", "NOPE"]),
            UsageLine(command: "run", arguments: ["run"]),
            UsageLine(command: "run", arguments: ["run", "01", "--bogus"]),
            UsageLine(command: "run", arguments: ["run", "nosuch"]),
            UsageLine(command: "run", arguments: ["run", "01", "extra"]),
            UsageLine(command: "run", arguments: ["run", "01", "--timeout", "x"]),
            UsageLine(command: "check", arguments: ["check", "--bogus"]),
            UsageLine(command: "check", arguments: ["check", "01", "--answer"]),
            UsageLine(command: "check", arguments: ["check", "01", "--answer", "nosuch.sql"]),
            UsageLine(command: "check", arguments: ["check", "01", "--answer", "adir"]),
            UsageLine(command: "check", arguments: ["check", "01", "--format", "x"]),
            UsageLine(command: "check", arguments: ["check", "01", "--answer", "afile", "--encoding", "NOPE"]),
            UsageLine(command: "hint", arguments: ["hint", "--bogus"]),
            UsageLine(command: "hint", arguments: ["hint", "01", "nosuch"]),
            UsageLine(command: "hint", arguments: ["hint", "01", "a", "b"]),
            UsageLine(command: "next", arguments: ["next", "--bogus"]),
            UsageLine(command: "next", arguments: ["next", "nosuch"]),
            UsageLine(command: "watch", arguments: ["watch", "--bogus"]),
            UsageLine(command: "watch", arguments: ["watch", "nosuch"]),
            UsageLine(command: "watch", arguments: ["watch", "01", "extra"]),
            UsageLine(command: "repl", arguments: ["repl", "--bogus"]),
            UsageLine(command: "repl", arguments: ["repl", "nosuch"]),
            UsageLine(command: "repl", arguments: ["repl", "01", "extra"]),
            UsageLine(command: "repl", arguments: ["repl", "--plain", "-cmd"]),
            UsageLine(command: "progress", arguments: ["progress", "--bogus"]),
            UsageLine(command: "progress", arguments: ["progress", "x"]),
            UsageLine(command: "progress", arguments: ["progress", "--reset"]),
            UsageLine(command: "help", arguments: ["help", "x"]),
            UsageLine(command: "", arguments: ["bogus"]),
            UsageLine(command: "", arguments: ["--lang", "xx"]),
            UsageLine(command: "", arguments: ["--course", "nosuch"]),
    ]

    /// Every listed command of the table, for learners or teachers, has usage lines here.
    func testEveryCommandOfTheTableHasUsageLines() {
        let listed = Set(CommandTable.all.filter { !$0.isHidden }.map(\.name))
        let covered = Set(Self.usageLines.map(\.command))
        XCTAssertEqual(listed.subtracting(covered), [], "commands of the table with no usage line here")
        XCTAssertEqual(covered.subtracting(listed), [], "usage lines for commands not in the table")
        for line in Self.usageLines {
            let (name, _) = CommandTable.split(line.arguments)
            XCTAssertEqual(CommandTable.named(name)?.name ?? "", line.command, "\(line.arguments)")
        }
    }

    /// With `--lang zh` no usage error, refused path or bad value of any command (grade,
    /// autograder, lint and test included) holds an English sentence; each exits with status 2.
    /// In English the finder sees sentences in every command's errors (it would see them in zh).
    func testEveryCommandsUsageErrorsAreChineseInChinese() throws {
        let folder = try CLI.temporaryFolder(self)
        try "hello\n".write(to: folder.appendingPathComponent("afile"), atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("adir"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("subs"), withIntermediateDirectories: true)
        try "SELECT 1;\n".write(to: folder.appendingPathComponent("subs/alice.sql"), atomically: true, encoding: .utf8)
        var found: [String: Int] = [:]
        for language in ["zh", "en"] {
            let env = ["XDG_DATA_HOME": folder.appendingPathComponent("data").path, "SQLAB_COURSE": Self.lessons.path,
                       "LANG": language == "zh" ? "zh_CN.UTF-8" : "C.UTF-8"]
            for line in Self.usageLines {
                let result = try CLI.run(line.arguments, environment: env, directory: folder)
                let what = "sqlab " + line.arguments.joined(separator: " ") + " (\(language))"
                XCTAssertEqual(result.status, 2, "\(what):\n\(result.stdout)\(result.stderr)")
                let english = Self.english(result.stdout + "\n" + result.stderr)
                if language == "zh" {
                    XCTAssertEqual(english, [], "\(what):\n\(result.stdout)\(result.stderr)")
                } else {
                    found[line.command, default: 0] += english.count
                }
            }
        }
        for command in Set(Self.usageLines.map(\.command)) {
            XCTAssertGreaterThan(found[command] ?? 0, 0, "sqlab \(command)'s errors in English: no sentence found")
        }
    }

    func testEveryScreenFitsEightyColumnsInBothLanguages() throws {
        for language in ["en", "zh"] {
            for shown in try transcripts(language) {
                assertFits(shown.stdout, "\(language): \(shown.what)")
                assertFits(shown.stderr, "\(language): \(shown.what) (standard error)", errors: true)
            }
        }
    }

    /// Every lesson's `run`, `next` and `check` feedback (a wrong answer to each exercise), in
    /// both languages.
    func testEveryLessonsRunNextAndFeedbackFitEightyColumnsInBothLanguages() throws {
        let folder = try CLI.temporaryFolder(self)
        let env = ["XDG_DATA_HOME": folder.appendingPathComponent("data").path, "SQLAB_COURSE": Self.lessons.path]
        let ids = try FileManager.default.contentsOfDirectory(atPath: Self.lessons.path).filter { $0.hasSuffix(".md") }.sorted()
        XCTAssertGreaterThan(ids.count, 10)
        for file in ids {
            let id = String(file.dropLast(3))
            let exercises = try LessonParser.parse(contentsOf: Self.lessons.appendingPathComponent(file).path).exercises.map(\.id)
            let wrong = exercises.map { "-- exercise: \($0)\nSELECT 1;\n" }.joined()
            for language in ["en", "zh"] {
                let run = try CLI.run(["run", id, "--no-pause", "--lang", language], environment: env, directory: folder)
                XCTAssertLessThan(run.status, 2, run.stderr)
                assertFits(run.stdout, "\(language): sqlab run \(id)")
                let next = try CLI.run(["next", id, "--lang", language], environment: env, directory: folder)
                assertFits(next.stdout, "\(language): sqlab next \(id)")
                // A command it suggests is never broken across lines: no line ends with `sqlab`, none
                // goes on with a lesson id (`sqlab watch` / `  04-select-and-where`).
                for row in next.stdout.split(separator: "\n") {
                    let text = row.trimmingCharacters(in: .whitespaces)
                    XCTAssertFalse(text.hasSuffix("sqlab") || (text.first?.isNumber == true && text.dropFirst(2).first == "-"),
                                   "\(language): sqlab next \(id): a command broken at\n\(row)\n\(next.stdout)")
                }
                guard !exercises.isEmpty else { continue }
                let check = try CLI.run(["check", id, "--answer", "-", "--lang", language], input: wrong, environment: env, directory: folder)
                XCTAssertEqual(check.status, 1, "\(id): \(check.stdout)\(check.stderr)")
                assertFits(check.stdout, "\(language): sqlab check \(id)")
            }
        }
    }

    /// Every line at most 80 columns wide (a table is drawn as it is: those of the lessons fit),
    /// and no line starting with closing Chinese punctuation. With `errors`, standard error's
    /// lines: the one-line reports (`sqlab: …`, `FILE:LINE: error: …`) are kept whole for
    /// scripts and editors when standard error is no terminal, and are left out.
    func assertFits(_ text: String, _ what: String, errors: Bool = false, file: StaticString = #filePath, line: UInt = #line) {
        for row in text.split(separator: "\n") {
            let plain = LineWrapper.stripEscapes(String(row))
            if errors && (plain.hasPrefix("sqlab: ") || plain.hasPrefix("sqlab：") || LineWrapper.isDiagnostic(Substring(plain))) { continue }
            XCTAssertLessThanOrEqual(TextWidth.of(plain), 80, "\(what): a line of \(TextWidth.of(plain)) columns:\n\(plain)", file: file, line: line)
            if let first = plain.drop(while: { $0 == " " }).first, first.unicodeScalars.first!.value > 0x7F {
                XCTAssertFalse(LineWrapper.closingPunctuation.contains(first), "\(what): a line starts with \(first):\n\(plain)", file: file, line: line)
            }
        }
    }

    /// On a terminal whose locale is GBK, Chinese output arrives in GBK (sqlab writes UTF-8 to
    /// files and pipes, and to UTF-8 terminals). The terminal is script(1)'s pseudo-terminal.
    func testAGBKTerminalGetsGBK() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/script") else { throw XCTSkip("no script(1)") }
        let command = "'\(CLI.binary.path)' explain 19 --lang zh"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
        process.arguments = ["-qec", command, "/dev/null"]
        process.environment = ["PATH": "/usr/bin:/bin", "HOME": CLI.scratchHome, "NO_COLOR": "1", "LANG": "zh_CN.GBK", "TERM": "dumb"]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let bytes = [UInt8](pipe.fileHandleForReading.readDataToEndOfFile())
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0)
        XCTAssertNil(String(bytes: bytes, encoding: .utf8).flatMap { $0.contains("含义") ? $0 : nil }, "not UTF-8")
        let text = TerminalCharset(name: "GBK").decode(bytes)
        XCTAssertTrue(text.contains("含义：违反了约束"), text)
    }
}
