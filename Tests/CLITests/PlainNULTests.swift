import Foundation
import XCTest

/// `repl --plain` fed a NUL byte on standard input: SQLite stops reading SQL there, so the
/// rest is said not to run, and the shell goes on (it looped forever preparing the NUL).
final class PlainNULTests: XCTestCase {
    func testANULByteOnStandardInputIsAnErrorNotALoop() throws {
        for input in ["SELECT 1;\u{0}\n", "SELECT 1;\n\u{0}", "SELECT 1;\u{0}SELECT 2;\nSELECT 3;\n"] {
            let result = try CLI.run(["repl", "--plain"], input: input)
            XCTAssertEqual(result.status, 1, result.stderr)
            XCTAssertTrue(result.stdout.hasPrefix("1\n"), result.stdout)
            XCTAssertTrue(result.stderr.contains("the SQL holds a NUL byte"), result.stderr)
        }
    }
}
