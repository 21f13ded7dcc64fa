import Foundation
import XCTest
@testable import SQLabText

/// The whole interface as a learner meets it, in both languages, at 80 columns: every command
/// and screen with `--lang zh` holds no English sentence outside SQL, identifiers and code
/// names; every line of every lesson's `run`, the home, `next`, `hint`, `check` feedback, watch's
/// screens and template, and usage errors fits 80 display columns, and none starts with closing
/// Chinese punctuation.
final class InterfaceLanguageTests: XCTestCase {
    static let lessons = CLI.packageRoot.appendingPathComponent("lessons")

    /// A progress store and a working folder of this test's own.
    func setUp(_ language: String) throws -> (env: [String: String], folder: URL) {
        let folder = try CLI.temporaryFolder(self)
        return (["XDG_DATA_HOME": folder.appendingPathComponent("data").path, "LANG": language == "zh" ? "zh_CN.UTF-8" : "C.UTF-8"], folder)
    }

    /// Runs `sqlab` in `folder` with the course of the repository.
    func run(_ arguments: [String], _ env: [String: String], _ folder: URL, input: String = "") throws -> CLI.Result {
        try CLI.run(arguments + ["--course", Self.lessons.path].filter { _ in !["help", "progress"].contains(arguments.first ?? "") },
                    input: input, environment: env, directory: folder)
    }

    /// What a learner sees, command by command: the home, next, hint (each hint, then none
    /// left), check of a wrong and a right answer (with --answer, and without: the file watch
    /// wrote), watch's screens (hint, skip, list, jump, quit) and template, progress, help, and
    /// usage errors.
    func transcripts(_ language: String) throws -> [(String, String)] {
        let (env, folder) = try setUp(language)
        var shown: [(String, String)] = []
        screens = []
        func record(_ arguments: [String], input: String = "") throws {
            let result = try run(arguments, env, folder, input: input)
            XCTAssertLessThan(result.status, 128, "\(arguments) ended with a signal")
            shown.append((arguments.joined(separator: " "), result.stdout + result.stderr))
            screens.append((arguments.joined(separator: " "), result.stdout))
        }
        try record([])
        try record(["next"])
        try record(["next", "05"])
        for _ in 0..<3 { try record(["hint"]) }
        try record(["check", "01", "eighteen", "--answer", "-"], input: "SELECT * FROM Class43 WHERE age = NULL;")
        try record(["check", "01", "girls", "--answer", "-"], input: "SELECT name FROM Class43;")
        try record(["check", "05", "--answer", "-"], input: "-- exercise: fix-hobby\nUPDATE Class43 SET hobby = 'x';\n")
        try record(["check"])
        try record(["watch", "01"], input: "h\nn\nl\n1\nq\n")
        let template = try String(contentsOf: folder.appendingPathComponent("answers/01-first-steps/eighteen.sql"), encoding: .utf8)
        shown.append(("the answer file watch wrote", template))
        screens.append(("the answer file watch wrote", template))
        try record(["check"])
        try "SELECT name FROM Class43 WHERE age = 18;\n".write(to: folder.appendingPathComponent("answers/01-first-steps/eighteen.sql"),
                                                              atomically: true, encoding: .utf8)
        try record(["check"])
        try record([])
        try record(["progress"])
        try record(["help"])
        try record(["run", "01", "--no-pause"])
        // Usage errors.
        try record(["next", "a", "b"])
        try record(["hint", "01"])
        try record(["nxt"])
        try record(["watch", "--bogus"])
        try record(["check", "--answer", "x.sql"])
        try record(["run"])
        try record(["run", "01", "--timeout", "0"])
        try record(["check", "01", "nosuch", "--answer", "-"], input: "SELECT 1;")
        return shown
    }

    func testTheChineseInterfaceHoldsNoEnglishSentence() throws {
        for (command, text) in try transcripts("zh") {
            var english: [String] = []
            for line in text.split(separator: "\n") {
                // SQLite's own messages are quoted as SQLite wrote them.
                if line.contains("SQLite 说") || line.hasPrefix("$") { continue }
                english += EnglishSentences.find(in: String(line))
            }
            XCTAssertEqual(english, [], "sqlab \(command) --lang zh:\n\(text)")
        }
        // The same commands in English are full of sentences the check would catch.
        let english = try transcripts("en").filter { !EnglishSentences.find(in: $0.1).isEmpty }
        XCTAssertGreaterThan(english.count, 20)
    }

    /// Standard output of each command in `transcripts` (error messages are one line each,
    /// `FILE:LINE: error: …`, as editors read them, and are not wrapped).
    var screens: [(String, String)] = []

    func testEveryScreenFitsEightyColumnsInBothLanguages() throws {
        for language in ["en", "zh"] {
            _ = try transcripts(language)
            XCTAssertGreaterThan(screens.count, 20)
            for (command, text) in screens { assertFits(text, "\(language): sqlab \(command)") }
        }
    }

    func testEveryLessonsRunFitsEightyColumnsInBothLanguages() throws {
        let (env, folder) = try setUp("en")
        let ids = try FileManager.default.contentsOfDirectory(atPath: Self.lessons.path).filter { $0.hasSuffix(".md") }.sorted()
        XCTAssertGreaterThan(ids.count, 10)
        for id in ids {
            for language in ["en", "zh"] {
                let result = try run(["run", String(id.dropLast(3)), "--no-pause", "--lang", language], env, folder)
                XCTAssertLessThan(result.status, 2, result.stderr)
                assertFits(result.stdout, "\(language): sqlab run \(id)")
            }
        }
    }

    /// Every line at most 80 columns wide (a table is drawn as it is: those of the lessons fit),
    /// and no line starting with closing Chinese punctuation.
    func assertFits(_ text: String, _ what: String, file: StaticString = #filePath, line: UInt = #line) {
        for row in text.split(separator: "\n") {
            let plain = LineWrapper.stripEscapes(String(row))
            XCTAssertLessThanOrEqual(TextWidth.of(plain), 80, "\(what): a line of \(TextWidth.of(plain)) columns:\n\(plain)", file: file, line: line)
            if let first = plain.drop(while: { $0 == " " }).first, first.unicodeScalars.first!.value > 0x7F {
                XCTAssertFalse(LineWrapper.closingPunctuation.contains(first), "\(what): a line starts with \(first):\n\(plain)", file: file, line: line)
            }
        }
    }
}
