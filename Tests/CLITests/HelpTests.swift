import Foundation
import XCTest

/// `sqlab help` and `sqlab version`, whose text is derived from the command table: the golden
/// transcript holds the text as it was written by hand before the table existed.
final class HelpTests: XCTestCase {
    func testHelpTranscript() throws {
        try CLI.assertGolden("help", ["help"])
    }

    func testHelpAliases() throws {
        let help = try CLI.run(["help"])
        XCTAssertEqual(try CLI.run(["--help"]).stdout, help.stdout)
        XCTAssertEqual(try CLI.run(["-h"]).stdout, help.stdout)
    }

    /// `sqlab check --help` (trial finding 17): the command's usage from the command table,
    /// status 0, in the learner's language; `-h` the same; not "unknown option --help".
    func testHelpAfterACommand() throws {
        for command in ["check", "explain", "run", "grade", "repl"] {
            let result = try CLI.run([command, "--help"])
            XCTAssertEqual(result.status, 0, command + result.stderr)
            XCTAssertTrue(result.stdout.contains("Usage:"), result.stdout)
            XCTAssertTrue(result.stdout.contains("sqlab \(command)"), result.stdout)
            XCTAssertFalse(result.stdout.contains("sqlab lint"), result.stdout)
            XCTAssertFalse(result.stderr.contains("unknown option"), result.stderr)
            XCTAssertEqual(try CLI.run([command, "-h"]).stdout, result.stdout)
        }
        let check = try CLI.run(["check", "--help"]).stdout
        XCTAssertTrue(check.contains("--answer FILE"), check)
        let zh = try CLI.run(["--lang", "zh", "explain", "--help"])
        XCTAssertEqual(zh.status, 0, zh.stderr)
        XCTAssertTrue(zh.stdout.contains("用法："), zh.stdout)
        XCTAssertTrue(zh.stdout.contains("sqlab explain [CODE|SQL|FILE.sql|-]"), zh.stdout)
        XCTAssertFalse(zh.stderr.contains("未知选项"), zh.stderr)
        // After `--` it is a word of the command, not a request for help.
        XCTAssertNotEqual(try CLI.run(["explain", "--", "-h"]).stdout, try CLI.run(["explain", "-h"]).stdout)
    }

    func testVersionNamesSQLite() throws {
        let result = try CLI.run(["version"])
        XCTAssertEqual(result.status, 0)
        XCTAssertTrue(result.stdout.hasPrefix("sqlab "), result.stdout)
        XCTAssertTrue(result.stdout.contains("(SQLite 3."), result.stdout)
        XCTAssertEqual(try CLI.run(["--version"]).stdout, result.stdout)
    }
}
