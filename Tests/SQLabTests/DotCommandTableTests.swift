import Foundation
import XCTest
@testable import SQLabSQLite
@testable import SQLabText
@testable import SQLabLessons
@testable import SQLabEngine
@testable import SQLabPresent
@testable import SQLabShell

/// The dot-command table is the only list of dot-commands: `.help`, dispatch, "did you mean",
/// the usage line and Tab completion are all read from it.
final class DotCommandTableTests: XCTestCase {
    var text = ""

    func session() throws -> Session {
        text = ""
        return try Session(configuration: Session.Configuration(), lesson: nil) { [unowned self] in self.text += $0 + "\n" }
    }

    func feed(_ session: Session, _ line: String) -> String {
        text = ""
        session.feed(line)
        return text
    }

    func testNamesAreUniqueAndLowercase() {
        let names = DotCommands.all.map(\.name)
        XCTAssertEqual(Set(names).count, names.count)
        for name in names { XCTAssertEqual(name, name.lowercased()) }
    }

    func testHelpAllListsEveryCommandOnceInTableOrder() throws {
        let help = feed(try session(), ".help all")
        let listed = help.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix(".") else { return nil }
            return String(line.dropFirst().prefix(while: { !$0.isWhitespace }))
        }
        XCTAssertEqual(listed, DotCommands.all.map(\.name))
        // A help sentence wraps under its column: compare with the line breaks taken out.
        func unwrapped(_ text: String) -> String {
            text.replacingOccurrences(of: "\n +", with: " ", options: .regularExpression).trimmingCharacters(in: .newlines)
        }
        for command in DotCommands.all {
            XCTAssertTrue(unwrapped(help).contains(command.help(.en)), ".help leaves out the help of .\(command.name)")
            let one = unwrapped(feed(try session(), ".help \(command.name)"))
            XCTAssertTrue(one.hasPrefix("." + command.name) && unwrapped(help).split(separator: "\n").contains { $0 == one },
                          ".help \(command.name) is not its line of .help: \(one)")
        }
    }

    /// `.help` groups the commands under topics, as the sqlite3 shell's `.help TOPIC` narrows
    /// its list: every command under exactly one topic; `.help` and each `.help TOPIC` fit a
    /// 24-line, 80-column terminal in both languages; a topic is found by its name or its title
    /// in either language.
    func testHelpGroupsTheCommandsUnderTopicsThatFitTwentyFourLines() throws {
        let grouped = DotCommands.topics.flatMap(\.commands)
        XCTAssertEqual(grouped.sorted(), DotCommands.all.map(\.name).sorted())
        XCTAssertEqual(Set(grouped).count, grouped.count)
        for language in Language.allCases {
            var text = ""
            let session = try Session(configuration: Session.Configuration(language: language), lesson: nil) { text += $0 + "\n" }
            func shown(_ line: String) -> [String] {
                text = ""
                session.feed(line)
                return text.split(separator: "\n").map(String.init)
            }
            func assertFits(_ lines: [String], _ label: String) {
                XCTAssertLessThanOrEqual(lines.count, 22, "\(language) \(label):\n\(lines.joined(separator: "\n"))")
                for line in lines { XCTAssertLessThanOrEqual(TextWidth.of(line), 80, "\(language) \(label): \(line)") }
            }
            let overview = shown(".help")
            assertFits(overview, ".help")
            for command in DotCommands.all {
                XCTAssertTrue(overview.contains { $0.split(separator: " ").contains(Substring("." + command.name)) }, "\(language): .\(command.name)")
            }
            for topic in DotCommands.topics {
                let lines = shown(".help \(topic.name)")
                assertFits(lines, ".help \(topic.name)")
                XCTAssertEqual(lines.filter { $0.hasPrefix(".") }.map { String($0.dropFirst().prefix { !$0.isWhitespace }) }, topic.commands)
                for other in Language.allCases {
                    XCTAssertEqual(shown(".help \(Catalogue.text(topic.titleKey, other, []))"), lines)
                }
            }
            XCTAssertEqual(shown(".help all").filter { $0.hasPrefix(".") }.count, DotCommands.all.count)
            XCTAssertEqual(session.failures, 0)
            let banner = session.banner.split(separator: "\n")
            XCTAssertLessThanOrEqual(banner.count, 3)
            for line in banner { XCTAssertLessThanOrEqual(TextWidth.of(String(line)), 80, String(line)) }
        }
    }

    func testEveryCommandIsDispatchedAndCountsItsArguments() throws {
        for command in DotCommands.all where command.name != "quit" {
            let session = try self.session()
            // One word more than it takes: the usage line, from the table.
            let tooMany = Array(repeating: "x", count: command.argumentCount.upperBound + 1).joined(separator: " ")
            XCTAssertEqual(feed(session, ".\(command.name) \(tooMany)"), command.usage(.en) + "\n", ".\(command.name)")
            XCTAssertEqual(session.failures, 1)
        }
        let session = try self.session()
        _ = feed(session, ".quit")
        XCTAssertTrue(session.isFinished)
    }

    func testUnknownCommandSuggestsFromTheTable() throws {
        // The last two letters swapped (`.scheam`): the start of a name is not a typo any more,
        // it is that command (issue 18: unique prefixes, as in the sqlite3 shell).
        for command in DotCommands.all where command.name.count > 3 {
            var letters = Array(command.name)
            letters.swapAt(letters.count - 1, letters.count - 2)
            let typo = String(letters)
            guard !DotCommands.all.contains(where: { $0.name.hasPrefix(typo) }) else { continue }
            // The message wraps at 80 columns: read it with its line breaks taken out.
            let out = feed(try session(), "." + typo).replacingOccurrences(of: "\n +", with: " ", options: .regularExpression)
            XCTAssertTrue(out.contains("unknown command"), out)
            XCTAssertTrue(out.contains("did you mean ."), ".\(typo): \(out)")
        }
    }

    func testCompletionOfNamesAndArgumentsComesFromTheTable() throws {
        let session = try self.session()
        XCTAssertEqual(session.completions(for: ".", after: ""), DotCommands.all.map { "." + $0.name })
        XCTAssertEqual(session.completions(for: ".s", after: ""), DotCommands.all.map { "." + $0.name }.filter { $0.hasPrefix(".s") })
        XCTAssertEqual(session.completions(for: "", after: ".mode "), OutputMode.names)
        XCTAssertEqual(session.completions(for: "o", after: ".trace "), ["on", "off"])
        XCTAssertEqual(session.completions(for: "o", after: ".headers "), ["on", "off"])
        XCTAssertEqual(session.completions(for: "sc", after: ".help "), ["schema"])
        XCTAssertEqual(session.completions(for: "SQLITE_CONSTRAINT_U", after: ".explain "), ["SQLITE_CONSTRAINT_UNIQUE"])
        XCTAssertEqual(session.completions(for: "", after: ".read "), [])
        _ = feed(session, "CREATE TABLE pets(name);")
        XCTAssertEqual(session.completions(for: "p", after: ".schema "), ["pets"])
    }
}
