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

    func testVersionNamesSQLite() throws {
        let result = try CLI.run(["version"])
        XCTAssertEqual(result.status, 0)
        XCTAssertTrue(result.stdout.hasPrefix("sqlab "), result.stdout)
        XCTAssertTrue(result.stdout.contains("(SQLite 3."), result.stdout)
        XCTAssertEqual(try CLI.run(["--version"]).stdout, result.stdout)
    }
}
