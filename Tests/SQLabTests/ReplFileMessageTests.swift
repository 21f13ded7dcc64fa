import Foundation
import XCTest
@testable import SQLabText
@testable import SQLabShell

/// Where the REPL says a problem of a script or a `.read` file is: `FILE:LINE: error: …` (in
/// Chinese `FILE:LINE: 错误：…`, the ASCII colon and space before the severity as in every
/// diagnostic), one line however long the path, naming the `.read` file or `<stdin>`.
final class ReplFileMessageTests: XCTestCase {
    var text = ""

    func session(_ language: Language, script: Bool = true) throws -> Session {
        var configuration = Session.Configuration(language: language)
        configuration.inputIsScript = script
        text = ""
        return try Session(configuration: configuration, lesson: nil) { [unowned self] in self.text += $0 + "\n" }
    }

    func feed(_ session: Session, _ lines: String) -> String {
        text = ""
        session.feed(lines: lines)
        session.finish()
        return text
    }

    func folder() throws -> URL {
        // A long path: a message about it is wider than 80 columns.
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("sqlab-repl-file-messages-" + String(repeating: "long-", count: 8) + UUID().uuidString)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url
    }

    /// A piped `.read` that fails names the script's line of the `.read`; a statement that
    /// fails in the file names the file's line; in Chinese too, with no line wrapped.
    func testPipedReadErrorsNameTheScriptsLine() throws {
        let dir = try folder()
        let file = dir.appendingPathComponent("steps.sql")
        try "SELECT 1;\nSELEC 2;\n".write(to: file, atomically: true, encoding: .utf8)
        let missing = dir.appendingPathComponent("missing.sql").path
        for language in Language.allCases {
            let shown = feed(try session(language), "SELECT 0;\n.read \(file.path)\n.read \(missing)\n")
            let lines = shown.split(separator: "\n").map(String.init)
            let severity = language == .en ? "error: " : "错误："
            let failed = language == .en ? "this statement failed" : "这条语句失败了"
            let cannot = language == .en ? "cannot open \"\(missing)\"" : "无法打开“\(missing)”"
            XCTAssertTrue(lines.contains("\(file.path):2: " + severity + failed), "\(language):\n\(shown)")
            XCTAssertTrue(lines.contains("<stdin>:3: " + severity + cannot), "\(language):\n\(shown)")
        }
        // Typed at the prompt, `.read`'s message stays the sqlite3 shell's.
        XCTAssertEqual(feed(try session(.en, script: false), ".read /nonexistent/x.sql"), "Error: cannot open \"/nonexistent/x.sql\"\n")
    }

    /// A statement longer than the limit: `<stdin>:LINE:` of its first line, or the `.read`
    /// file's name and line; a line the reader dropped (`feedOverlongLine`) likewise.
    func testATooLongStatementNamesItsFileAndLine() throws {
        let chunk = String(repeating: "x", count: Session.statementByteLimit / 2)
        let long = "SELECT 1;\nSELECT '\(chunk)\n\(chunk)\n\(chunk)';\nSELECT 2;\n"
        for language in Language.allCases {
            let severity = language == .en ? "error: " : "错误："
            let s = try session(language)
            let shown = feed(s, long)
            XCTAssertTrue(shown.contains("\n<stdin>:2: " + severity), "\(language):\n\(shown.prefix(2000))")
            XCTAssertEqual(EnglishSentences.find(in: shown).isEmpty, language == .en ? false : true, shown)
            text = ""
            s.feedOverlongLine(bytes: 200_000)
            XCTAssertTrue(text.hasPrefix("<stdin>:7: " + severity), "\(language): \(text)")

            let dir = try folder()
            let file = dir.appendingPathComponent("long.sql")
            try long.write(to: file, atomically: true, encoding: .utf8)
            let read = feed(try session(language), ".read \(file.path)\n")
            XCTAssertTrue(read.contains("\n\(file.path):2: " + severity), "\(language):\n\(read.prefix(2000))")
        }
    }
}
